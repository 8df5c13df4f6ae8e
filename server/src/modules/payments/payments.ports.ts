import type { PlanPeriod, SubscriptionStatus } from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';

/** What payments needs of other areas, as narrow ports over their services. */
export interface PlanLookup {
  /** A plan the caller may see (invite-only plans only to invitees); throws plan-not-found. */
  get(
    caller: Caller,
    id: string,
  ): {
    id: string;
    nameAr: string;
    nameEn: string;
    weeklyMinutes: number;
    monthPrice: number;
    monthDiscount: number;
    quarterDiscount: number;
    yearDiscount: number;
    inviteOnly: boolean;
    deleted: boolean;
  };
}

export interface SubscriptionGrants {
  /** The only way a paid subscription is created; a repeat with the same transaction answers the same row. */
  grantOnce(input: {
    userId: string;
    planId: string;
    period: PlanPeriod;
    source: 'payment';
    transactionId: string;
  }): { id: string };
  activeFor(userId: string): { id: string; planId: string } | null;
  /** When the last paid-for subscription (the running one or a queued renewal) ends; null without one. */
  paidThrough(userId: string): number | null;
  /**
   * Ends the plan a fully refunded payment paid for, and only it (queued renewals stay); throws
   * subscription-not-found or subscription-uncancellable when there is nothing to end.
   */
  endPaidFor(id: string): unknown;
  /** The state now of each plan named (orders show it beside their own status); unknown ids are left out. */
  planStates(ids: readonly string[]): ReadonlyMap<string, SubscriptionStatus>;
}

export interface CouponLookup {
  /** A live coupon by code; throws coupon-not-found or expired-coupon. */
  check(code: string): {
    id: string;
    code: string;
    discount: number;
    maxDiscount: number;
    expiresAt: number;
    /** Uses allowed in all and to one student; null: no limit (decision 294). */
    usageLimit: number | null;
    perStudentLimit: number | null;
  };
}
