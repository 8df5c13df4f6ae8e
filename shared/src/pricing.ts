import { AppError } from './errors/app-error.ts';
import type { PlanPeriod } from './enums.ts';
import { discounted, mulDivRound, type Hundredths } from './money.ts';

/** What pricing needs of a plan: the base month price (hundredths) and whole-percent discounts. */
export interface PricedPlan {
  monthPrice: Hundredths;
  monthDiscount: number;
  quarterDiscount: number;
  yearDiscount: number;
}

export interface PlanPrices {
  month: Hundredths;
  quarter: Hundredths;
  year: Hundredths;
}

/**
 * Full prices of the three paid periods: the base month price times the period's months, less
 * that period's discount. Each is rounded once, so a quarter is not three rounded months.
 */
export function planPrices(plan: PricedPlan): PlanPrices {
  return {
    month: discounted(plan.monthPrice, plan.monthDiscount),
    quarter: discounted(plan.monthPrice * 3, plan.quarterDiscount),
    year: discounted(plan.monthPrice * 12, plan.yearDiscount),
  };
}

/** The price of one period; the free trial is granted, never sold, so it costs nothing. */
export function priceFor(plan: PricedPlan, period: PlanPeriod): Hundredths {
  const prices = planPrices(plan);
  switch (period) {
    case 'Month':
      return prices.month;
    case 'Quarter':
      return prices.quarter;
    case 'Year':
      return prices.year;
    case 'FreeTrial':
      return 0;
  }
}

/** What applying a coupon needs: whole-percent discount, cap in hundredths (null: no cap), expiry. */
export interface PricedCoupon {
  discount: number;
  maxDiscount: Hundredths | null;
  expiresAt: number | string | Date;
}

export interface CouponResult {
  /** The amount taken off, in hundredths. */
  discount: Hundredths;
  /** What is left to pay, in hundredths. */
  total: Hundredths;
}

function toMs(value: number | string | Date): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/**
 * A coupon's percentage off an amount, capped by its max discount. A coupon is expired from its
 * expiry instant on (`expired-coupon`); an unreadable expiry counts as expired, never as valid.
 */
export function applyCoupon(
  amount: Hundredths,
  coupon: PricedCoupon,
  now: number | Date,
): CouponResult {
  const expiresAt = toMs(coupon.expiresAt);
  if (!Number.isFinite(expiresAt) || toMs(now) >= expiresAt) throw new AppError('expired-coupon');
  const percentOff = mulDivRound(amount, coupon.discount, 100);
  const discount =
    coupon.maxDiscount === null ? percentOff : Math.min(percentOff, coupon.maxDiscount);
  return { discount, total: amount - discount };
}
