import { useEffect, useState } from 'react';

/**
 * The current instant, moved on every `everyMs`, so lessons move from «to come» to «now» to
 * «past» and «today» turns at midnight without a reload.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
