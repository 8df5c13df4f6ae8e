import type { Entry } from './entry.ts';

/** Validation cases of spec §5: a plan's minutes, price and discounts, and coupons. */
export const pricingFields = {
  'plan-weekly-minutes-out-of-range': {
    status: 400,
    ar: 'دقايق الباقة في الأسبوع لازم تكون من ١٥ لـ ١٬٢٠٠.',
  },
  'invalid-plan-price': {
    status: 400,
    ar: 'سعر الباقة مش مظبوط.',
  },
  'plan-discount-out-of-range': {
    status: 400,
    ar: 'الخصم لازم يكون بين ٠ و١٠٠٪.',
  },
  'invalid-coupon-code': {
    status: 400,
    ar: 'كود الخصم مش مظبوط (حروف إنجليزي كبيرة وأرقام، من ٤ لـ ٢٠).',
  },
  'zero-coupon-discount': {
    status: 400,
    ar: 'قيمة الخصم مينفعش تكون صفر.',
  },
  'coupon-max-discount-exceeded': {
    status: 400,
    ar: 'الخصم أكبر من الحد الأقصى المسموح.',
  },
  'invalid-coupon-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الكود مش مظبوط.',
  },
  'past-coupon-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الكود في الماضي.',
  },
  'expired-coupon': { status: 409, ar: 'كود الخصم خلص وقته.' },
  'invalid-coupon-limit': {
    status: 400,
    ar: 'عدد المرات لازم يكون من ١ لـ ١٠٠٬٠٠٠، أو فاضي من غير حد.',
  },
  'coupon-student-limit-above-total': {
    status: 400,
    ar: 'مرات الطالب الواحد مينفعش تكون أكتر من مرات الكل.',
  },
  // Decision 294: a use is an order that carries the coupon and did not end unpaid.
  'coupon-exhausted': {
    status: 409,
    ar: 'كود الخصم ده خلص: اتستخدم كل المرات المسموحة.',
  },
  'coupon-student-limit-reached': {
    status: 409,
    ar: 'استخدمت كود الخصم ده كل المرات المسموحة ليك.',
    arFemale: 'استخدمتي كود الخصم ده كل المرات المسموحة ليكي.',
  },
} as const satisfies Record<string, Entry>;
