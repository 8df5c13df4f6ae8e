import { RENEWAL_WINDOW_DAYS, type CurrentSubscriptionDto } from '@kalam/shared';

const WINDOW_MS = RENEWAL_WINDOW_DAYS * 24 * 60 * 60_000;

/**
 * What a plan card offers a student, by decision 140: any plan without one; while a plan runs,
 * a renewal of it in its last week only, and no other plan until it ends. The server refuses
 * the same things; this only says so before anyone presses a button.
 */
export type PlanOffer =
  | { kind: 'buy' }
  | { kind: 'renew' }
  /** Their plan, renewable from `from`. */
  | { kind: 'current'; from: number }
  /** Another plan while theirs runs: possible once it ends at `until`. */
  | { kind: 'blocked'; until: number };

export function offerFor(
  planId: string,
  current: CurrentSubscriptionDto | null,
  now: number,
): PlanOffer {
  const running = current?.subscription;
  if (!running || !current.paidThrough) return { kind: 'buy' };
  const paidThrough = Date.parse(current.paidThrough);
  if (running.planId !== planId) return { kind: 'blocked', until: paidThrough };
  if (paidThrough - now <= WINDOW_MS) return { kind: 'renew' };
  return { kind: 'current', from: paidThrough - WINDOW_MS };
}
