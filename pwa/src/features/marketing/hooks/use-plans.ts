import { useCallback, useEffect, useState } from 'react';
import { fetchPlans, type PlanCard } from '../api/plans.ts';

export type PlansState =
  { status: 'loading' } | { status: 'ready'; plans: PlanCard[] } | { status: 'failed' };

/** The public plans, with a retry for when the first call fails. */
export function usePlans(): { state: PlansState; retry: () => void } {
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchPlans(controller.signal).then(
      (plans) => setState({ status: 'ready', plans }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
        if (!(error instanceof DOMException)) console.warn('plans unavailable', error);
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
