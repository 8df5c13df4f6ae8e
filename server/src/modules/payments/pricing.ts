import {
  AppError,
  applyCoupon,
  priceFor,
  type Hundredths,
  type PaidPlanPeriod,
} from '@kalam/shared';
import type { PlanLookup } from './payments.ports.ts';

export interface Quote {
  baseAmount: Hundredths;
  discount: Hundredths;
  amount: Hundredths;
  couponCode: string | null;
}

export interface CouponRecord {
  code: string;
  discount: number;
  maxDiscount: number;
  expiresAt: number;
}

/** The price the server charges: plan and period from shared pricing, less the coupon. */
export function quote(
  plan: ReturnType<PlanLookup['get']>,
  period: PaidPlanPeriod,
  coupon: CouponRecord | null,
  now: number,
): Quote {
  const baseAmount = priceFor(plan, period);
  if (!coupon) return { baseAmount, discount: 0, amount: baseAmount, couponCode: null };
  const applied = applyCoupon(baseAmount, coupon, now);
  // A gateway cannot charge nothing; a full-discount coupon is not a payment.
  if (applied.total <= 0) throw new AppError('illegal');
  return { baseAmount, discount: applied.discount, amount: applied.total, couponCode: coupon.code };
}
