import { useQuery } from '@tanstack/react-query';
import { statsCalls } from '@kalam/shared';
import { call } from './api.ts';
import { subscriptionKeys } from './query-keys.ts';

/**
 * The student's running plan, or null, and when what they paid for ends (`GET /sub/current`:
 * no plan is an answer, not a 404 in the console on every dashboard load). One query for the
 * dashboard, the plans page, checkout and the book dialog; lesson events refresh it by its key.
 */
export const currentPlanKey = subscriptionKeys.current;

const fetchCurrentPlan = () => call(statsCalls.currentPlan);

export function useCurrentPlan(enabled = true) {
  return useQuery({ queryKey: currentPlanKey, queryFn: fetchCurrentPlan, enabled });
}

/** Just the running plan with this week's minutes, or null. */
export function useMySubscription(enabled = true) {
  return useQuery({
    queryKey: currentPlanKey,
    queryFn: fetchCurrentPlan,
    select: (answer) => answer.subscription,
    enabled,
  });
}
