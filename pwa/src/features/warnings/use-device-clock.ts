import { useEffect, useState } from 'react';

/**
 * The device-clock warning's text (the clock more than two minutes off the server's, or the
 * wrong time zone), or null; checked once per load. The check and the error catalogue load
 * after the page, so the landing page does not carry them.
 */
export function useDeviceTimeProblem(): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('./device-time-check.ts')
      .then(({ deviceTimeProblem }) => deviceTimeProblem())
      .then((text) => {
        if (live) setProblem(text);
      })
      // Offline or server away: nothing to compare with, so no warning.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return problem;
}
