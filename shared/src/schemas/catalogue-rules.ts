import { z } from 'zod';
import { BANK_CODES, WITHDRAW_METHODS } from '../enums.ts';
import {
  PLAN_WEEKLY_MINUTES_MAX,
  PLAN_WEEKLY_MINUTES_MIN,
  WITHDRAWAL_MAX_EGP,
  WITHDRAWAL_MIN_EGP,
  MONEY_SCALER,
} from '../constants.ts';
import { containsHtml, textField } from './text.ts';

export const topicNameSchema = z
  .string()
  .trim()
  .min(2, 'short-topic-name')
  .max(50, 'long-topic-name')
  .refine((v) => !containsHtml(v), 'invalid-topic-name');

/** A plan's display name (Arabic or English): 2–50 characters, no markup. */
export const planNameSchema = z
  .string({ error: 'invalid-plan-name' })
  .trim()
  .min(2, 'invalid-plan-name')
  .max(50, 'invalid-plan-name')
  .refine((v) => !containsHtml(v), 'invalid-plan-name');

export const ratingValueSchema = z
  .number({ error: 'rating-value-out-of-range' })
  .int('rating-value-out-of-range')
  .min(1, 'rating-value-out-of-range')
  .max(5, 'rating-value-out-of-range');
export const ratingTextSchema = textField({
  min: 3,
  max: 1000,
  short: 'short-rating-text',
  long: 'long-rating-text',
  html: 'short-rating-text',
});

export const planWeeklyMinutesSchema = z
  .number({ error: 'plan-weekly-minutes-out-of-range' })
  .int('plan-weekly-minutes-out-of-range')
  .min(PLAN_WEEKLY_MINUTES_MIN, 'plan-weekly-minutes-out-of-range')
  .max(PLAN_WEEKLY_MINUTES_MAX, 'plan-weekly-minutes-out-of-range');
/** A month price in hundredths: a positive integer no larger than 1,000,000 EGP. */
export const planPriceSchema = z
  .number({ error: 'invalid-plan-price' })
  .int('invalid-plan-price')
  .positive('invalid-plan-price')
  .max(100_000_000, 'invalid-plan-price');
export const planDiscountSchema = z
  .number({ error: 'plan-discount-out-of-range' })
  .int('plan-discount-out-of-range')
  .min(0, 'plan-discount-out-of-range')
  .max(100, 'plan-discount-out-of-range');

export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,20}$/, 'invalid-coupon-code');
/** A coupon's cap in hundredths: above zero, at most 100,000 EGP. */
export const couponMaxDiscountSchema = z
  .number({ error: 'invalid-type' })
  .int('invalid-type')
  .min(1, 'zero-coupon-discount')
  .max(10_000_000, 'coupon-max-discount-exceeded');
/** Coupon discount in whole percent. */
export const couponDiscountSchema = z
  .number({ error: 'invalid-type' })
  .int('invalid-type')
  .min(1, 'zero-coupon-discount')
  .max(100, 'coupon-max-discount-exceeded');
/** The most uses a coupon's limit may name, in all or per student (decision 294). */
export const COUPON_USAGE_LIMIT_MAX = 100_000;
/** A coupon's limit of uses, in all or per student: a whole number, or null for no limit. */
export const couponUsageLimitSchema = z
  .number({ error: 'invalid-coupon-limit' })
  .int('invalid-coupon-limit')
  .min(1, 'invalid-coupon-limit')
  .max(COUPON_USAGE_LIMIT_MAX, 'invalid-coupon-limit')
  .nullable();

export const messageTextSchema = textField({
  min: 1,
  max: 4000,
  short: 'short-message-text',
  long: 'long-message-text',
  html: 'invalid-message-html',
});

export const interviewFeedbackSchema = textField({
  min: 10,
  max: 2000,
  short: 'short-interview-feedback',
  long: 'long-interview-feedback',
  html: 'invalid-interview-feedback-html',
});
/** The tutor manager's feedback on a demo session, for the tutor (decision 243). */
export const demoSessionFeedbackSchema = textField({
  min: 10,
  max: 2000,
  short: 'short-demo-session-feedback',
  long: 'long-demo-session-feedback',
  html: 'invalid-demo-session-feedback-html',
});
export const interviewNoteSchema = textField({
  min: 3,
  max: 500,
  short: 'short-interview-note',
  long: 'long-interview-note',
  html: 'invalid-interview-note-html',
});
export const interviewLevelSchema = z
  .number({ error: 'invalid-type' })
  .int('invalid-type')
  .min(1, 'interview-level-too-low')
  .max(10, 'interview-level-too-high');

export const invoiceAmountSchema = z
  .number({ error: 'invalid-type' })
  .int('invalid-type')
  .min(WITHDRAWAL_MIN_EGP * MONEY_SCALER, 'invoice-amount-below-min')
  .max(WITHDRAWAL_MAX_EGP * MONEY_SCALER, 'invoice-amount-above-max');
export const invoiceNoteSchema = textField({
  min: 1,
  max: 500,
  empty: 'empty-invoice-note',
  short: 'empty-invoice-note',
  long: 'long-invoice-note',
  html: 'invalid-invoice-note',
});
export const invoiceMethodSchema = z.enum(WITHDRAW_METHODS, { error: 'invalid-invoice-method' });
export const withdrawMethodSchema = z.enum(WITHDRAW_METHODS, { error: 'invalid-withdraw-method' });
export const instapayUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,40}@instapay$/, 'invalid-instapay-username');
export const bankNameSchema = z
  .string({ error: 'empty-bank-name' })
  .trim()
  .min(1, 'empty-bank-name')
  .pipe(z.enum(BANK_CODES, { error: 'invalid-bank-name' }));

/** Egyptian IBAN: EG, two check digits, 25 digits; valid under ISO 13616 mod-97. */
export function isEgyptianIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^EG\d{27}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  return remainder === 1;
}
export const bankAccountNumberSchema = z
  .string()
  .refine(isEgyptianIban, 'invalid-bank-account-number')
  .transform((v) => v.replace(/\s/g, '').toUpperCase());

/** Withdrawal limits an admin sets (in hundredths). */
export const withdrawLimitsSchema = z
  .object({
    min: z.number().int().positive('withdraw-min-not-positive'),
    max: z.number().int().positive('withdraw-max-not-positive'),
  })
  .refine((v) => v.min <= v.max, { message: 'withdraw-min-above-max', path: ['min'] });

export const contactTitleSchema = textField({
  min: 3,
  max: 120,
  short: 'short-contact-title',
  long: 'long-contact-title',
  html: 'short-contact-title',
});
export const contactMessageSchema = textField({
  min: 10,
  max: 3000,
  short: 'short-contact-message',
  long: 'long-contact-message',
  html: 'short-contact-message',
});
