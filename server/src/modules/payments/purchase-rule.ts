import { RENEWAL_WINDOW_DAYS } from '@kalam/shared';

const WINDOW_MS = RENEWAL_WINDOW_DAYS * 24 * 60 * 60_000;

/**
 * Whether a student may start an order for a plan (decision 140): with no plan, yes; while a
 * different plan runs, no; the same plan again only in the last days of what is already paid
 * for, so a renewal queues right after it and a second one cannot stack behind the first.
 */
export function purchaseRefusal(input: {
  planId: string;
  active: { planId: string } | null;
  paidThrough: number | null;
  now: number;
}): 'subscription-exists' | null {
  const { active, paidThrough, planId, now } = input;
  if (active && active.planId !== planId) return 'subscription-exists';
  if (paidThrough !== null && paidThrough - now > WINDOW_MS) return 'subscription-exists';
  return null;
}
