import {
  AppError,
  applyCoupon,
  cvvSchema,
  INSTALLMENTS_BY_WEEKLY_MINUTES,
  mulDivRound,
  PAID_PLAN_PERIODS,
  phoneSchema,
  priceFor,
  toLatinDigits,
  type ErrorCode,
  type Hundredths,
  type PaidPlanPeriod,
  type PlanDto,
  type TransactionStatus,
} from '@kalam/shared';

/** How many months each paid period covers; savings are measured against paying month by month. */
export const PERIOD_MONTHS: Record<PaidPlanPeriod, number> = { Month: 1, Quarter: 3, Year: 12 };

/** The `:period` route segment: Month, Quarter or Year (any case); null for anything else. */
export function parsePeriod(segment: string | undefined): PaidPlanPeriod | null {
  if (!segment) return null;
  const wanted = segment.toLowerCase();
  return PAID_PLAN_PERIODS.find((p) => p.toLowerCase() === wanted) ?? null;
}

export interface CouponTerms {
  code: string;
  discount: number;
  maxDiscount: Hundredths | null;
  expiresAt: string;
}

export interface PriceSummary {
  /** The period's price after the plan's own period discount. */
  base: Hundredths;
  /** What the same months would cost bought one month at a time. */
  monthByMonth: Hundredths;
  /** monthByMonth − base, never negative. */
  savings: Hundredths;
  /** Taken off by the coupon (0 without one). */
  couponDiscount: Hundredths;
  /** The coupon's cap made it take off less than its percent would. */
  couponCapped: boolean;
  total: Hundredths;
  /** Set when the coupon cannot apply (expired, or it would make the order free). */
  couponError: ErrorCode | null;
  /** Bank instalments for this plan (2 or 3), or null when the plan has none. */
  installments: number | null;
}

type PricedPlanFields = Pick<
  PlanDto,
  'monthPrice' | 'monthDiscount' | 'quarterDiscount' | 'yearDiscount' | 'weeklyMinutes'
>;

/**
 * What the checkout shows. It mirrors the server's quote (shared pricing and applyCoupon) so the
 * numbers agree; the server still recomputes the amount it charges.
 */
export function priceSummary(
  plan: PricedPlanFields,
  period: PaidPlanPeriod,
  coupon: CouponTerms | null,
  now: number,
): PriceSummary {
  const base = priceFor(plan, period);
  const monthByMonth = priceFor(plan, 'Month') * PERIOD_MONTHS[period];
  const savings = Math.max(0, monthByMonth - base);
  let couponDiscount = 0;
  let couponCapped = false;
  let couponError: ErrorCode | null = null;
  if (coupon) {
    try {
      const applied = applyCoupon(base, coupon, now);
      // The server refuses a free order (a gateway cannot charge nothing).
      if (applied.total <= 0) couponError = 'illegal';
      else {
        couponDiscount = applied.discount;
        couponCapped = applied.discount < mulDivRound(base, coupon.discount, 100);
      }
    } catch (error) {
      couponError = error instanceof AppError ? error.code : 'expired-coupon';
    }
  }
  return {
    base,
    monthByMonth,
    savings,
    couponDiscount,
    couponCapped,
    total: base - couponDiscount,
    couponError,
    installments: installmentsFor(plan.weeklyMinutes),
  };
}

export function installmentsFor(weeklyMinutes: number): number | null {
  return INSTALLMENTS_BY_WEEKLY_MINUTES[weeklyMinutes] ?? null;
}

/** The CVV as the pay calls take it: Latin digits, whichever set was typed (ARABIC.md). */
export function typedCvv(cvv: string): string {
  return toLatinDigits(cvv.trim());
}

/** The CVV rule of the pay calls: 3 or 4 digits; the catalogue code when it fails. */
export function cvvError(cvv: string): ErrorCode | null {
  return cvvSchema.safeParse(typedCvv(cvv)).success ? null : 'invalid-cvv';
}

/** An Egyptian mobile number for a wallet request; null when it is not one. */
export function walletMobile(text: string): string | null {
  const parsed = phoneSchema.safeParse(text.trim());
  return parsed.success ? parsed.data : null;
}

/** Where a transaction stands, as the checkout's steps show it. */
export type PayStep = 'waiting' | 'done' | 'failed' | 'expired' | 'canceled' | 'refunded';

export function payStep(status: TransactionStatus): PayStep {
  switch (status) {
    case 'New':
      return 'waiting';
    case 'Paid':
    case 'Processed':
      return 'done';
    case 'Failed':
      return 'failed';
    case 'Expired':
      return 'expired';
    case 'Canceled':
      return 'canceled';
    case 'Refunded':
    case 'PartialRefunded':
      return 'refunded';
  }
}

/** A transaction that will not change by itself any more: polling stops. */
export function isSettled(status: TransactionStatus): boolean {
  return payStep(status) !== 'waiting';
}

/** Only same-site paths are followed back after adding a card (no open redirect). */
/** The checkout's payment tabs; the first is the one a fresh checkout opens on. */
export const CHECKOUT_METHODS = ['fawry', 'wallet', 'card', 'installments'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/**
 * Where adding a card comes back to: the same checkout on the tab it left, with the coupon it had
 * applied, so the student does not pay full price for a code she already entered.
 */
export function checkoutReturnPath(
  pathname: string,
  method: CheckoutMethod,
  couponCode?: string,
): string {
  const query = new URLSearchParams({ method });
  if (couponCode) query.set('coupon', couponCode);
  return `${pathname}?${query.toString()}`;
}

/** The tab and coupon a checkout address carries back (see `checkoutReturnPath`). */
export function returnedChoice(params: URLSearchParams): {
  method: CheckoutMethod;
  coupon: string | null;
} {
  const method = params.get('method');
  const known = CHECKOUT_METHODS.find((m) => m === method);
  return { method: known ?? 'fawry', coupon: params.get('coupon') || null };
}

export function safeReturnPath(path: string | null | undefined): string | null {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

// A Fawry reference in groups of three; lives in lib, the dashboard shows it too.
export { groupDigits } from '../../lib/format.ts';
