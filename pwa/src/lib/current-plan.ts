import { useQuery } from '@tanstack/react-query';
import { FREE_CANCELLATION_MINUTES, statsCalls } from '@kalam/shared';
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

/**
 * The free-cancellation window in force, in minutes (decision 275): what `GET /sub/current`
 * says, the platform setting an admin may change; the shipped default until its first answer
 * (and for a tutor or an admin, whose cancellations always give the minutes back).
 */
export function useFreeCancellation(enabled = true): number {
  const { data } = useQuery({
    queryKey: currentPlanKey,
    queryFn: fetchCurrentPlan,
    select: (answer) => answer.freeCancellationMinutes,
    enabled,
  });
  return data ?? FREE_CANCELLATION_MINUTES;
}
