import { useEffect, useState } from 'react';
import { fetchPublicRules, SHIPPED_RULES, type PublicRules } from '../api/rules.ts';

/**
 * The rules in force for a page that states them: the shipped values at once (the page never
 * waits on this), the server's as soon as they come; a failed call leaves the shipped ones.
 */
export function usePublicRules(): PublicRules {
  const [rules, setRules] = useState<PublicRules>(SHIPPED_RULES);
  useEffect(() => {
    const controller = new AbortController();
    fetchPublicRules(controller.signal).then(setRules, (error: unknown) => {
      if (!(error instanceof DOMException)) console.warn('public rules unavailable', error);
    });
    return () => controller.abort();
  }, []);
  return rules;
}
