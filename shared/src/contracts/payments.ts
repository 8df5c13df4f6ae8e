import { z } from 'zod';
import {
  PAID_PLAN_PERIODS,
  PAYMENT_METHODS,
  PLAN_PERIODS,
  SUBSCRIPTION_STATUSES,
  TRANSACTION_STATUSES,
} from '../enums.ts';
import { couponCodeSchema } from '../schemas/catalogue-rules.ts';
import { idSchema } from '../schemas/common.ts';
import { phoneSchema } from '../schemas/user.ts';

/** A CVV: 3 or 4 digits. */
export const cvvSchema = z.string().regex(/^\d{3,4}$/, 'invalid-cvv');
export const cardTokenSchema = z.string().min(1, 'required').max(200, 'invalid-type');

/** What every pay call names: the amount is computed on the server, never sent by the client. */
const planChoice = {
  planId: idSchema,
  period: z.enum(PAID_PLAN_PERIODS, { error: 'invalid-type' }),
  couponCode: couponCodeSchema.optional(),
};

export const payRefNumBodySchema = z.object(planChoice).strict();
export type PayRefNumBody = z.infer<typeof payRefNumBodySchema>;

export const payCardBodySchema = z
  .object({ ...planChoice, cardToken: cardTokenSchema, cvv: cvvSchema })
  .strict();
export type PayCardBody = z.infer<typeof payCardBodySchema>;

/** Without a wallet number the gateway answers a QR code to scan (Fawry's QR variant). */
export const payWalletBodySchema = z
  .object({ ...planChoice, walletMobile: phoneSchema.optional() })
  .strict();
export type PayWalletBody = z.infer<typeof payWalletBodySchema>;

export const payInstallmentsBodySchema = z
  .object({
    ...planChoice,
    cardToken: cardTokenSchema,
    cvv: cvvSchema,
    installmentPlanId: z.string().min(1, 'required').max(64, 'invalid-type'),
  })
  .strict();
export type PayInstallmentsBody = z.infer<typeof payInstallmentsBodySchema>;

export const paymobCheckoutBodySchema = z.object(planChoice).strict();
export type PaymobCheckoutBody = z.infer<typeof paymobCheckoutBodySchema>;

export const transactionIdBodySchema = z.object({ transactionId: idSchema }).strict();

/** Admin refund: the whole paid amount unless `amount` (hundredths) names a part. */
export const refundBodySchema = z
  .object({
    transactionId: idSchema,
    amount: z
      .number({ error: 'invalid-type' })
      .int('invalid-type')
      .positive('invalid-type')
      .optional(),
    reason: z.string().trim().min(1, 'required').max(200, 'invalid-type').optional(),
  })
  .strict();
export type RefundBody = z.infer<typeof refundBodySchema>;

export const deleteCardTokenBodySchema = z.object({ cardToken: cardTokenSchema }).strict();

export const transactionDtoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  planId: z.string(),
  period: z.enum(PLAN_PERIODS),
  gateway: z.enum(['fawry', 'paymob', 'sandbox']),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(TRANSACTION_STATUSES),
  baseAmount: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  couponCode: z.string().nullable(),
  installments: z.number().int().nullable(),
  installmentPlanId: z.string().nullable(),
  /** The voucher number to pay at a Fawry outlet (Fawry method). */
  referenceNumber: z.string().nullable(),
  /** Where the browser goes next: the 3-D Secure page or the hosted checkout. */
  redirectUrl: z.string().nullable(),
  walletQr: z.string().nullable(),
  refundedAmount: z.number().int(),
  subscriptionId: z.string().nullable(),
  /**
   * The state of the plan this order paid for (`subscriptionId`), now: a paid order whose plan an
   * admin or the student ended reads so, not «مفعّلة» (decision 267). Null while nothing was granted.
   */
  planState: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransactionDto = z.infer<typeof transactionDtoSchema>;

export const cardTokenDtoSchema = z.object({
  token: z.string(),
  lastFour: z.string(),
  brand: z.string(),
});
export type CardTokenDto = z.infer<typeof cardTokenDtoSchema>;

export const cardTokenUrlDtoSchema = z.object({ url: z.string() });
export const checkoutUrlDtoSchema = z.object({
  url: z.string(),
  transaction: transactionDtoSchema,
});

export const transactionStatusQuerySchema = z.object({ transactionId: idSchema });
export const transactionListQuerySchema = z.object({
  status: z.enum(TRANSACTION_STATUSES, { error: 'invalid-type' }).optional(),
  userId: idSchema.optional(),
});
