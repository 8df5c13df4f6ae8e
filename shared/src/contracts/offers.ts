import { z } from 'zod';
import { USER_ROLES } from '../enums.ts';
import {
  couponCodeSchema,
  couponDiscountSchema,
  couponMaxDiscountSchema,
  couponUsageLimitSchema,
} from '../schemas/catalogue-rules.ts';
import { pagingQuerySchema } from '../schemas/common.ts';
import { emailSchema, userNameSchema } from '../schemas/user.ts';

const instant = (code: 'invalid-coupon-expiry' | 'invalid-invite-expiry') =>
  z.iso.datetime({ offset: true, error: code }).transform((v) => Date.parse(v));

// ── Coupons ───────────────────────────────────────────────────────────────────────────────
export const couponDtoSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** Whole percent. */
  discount: z.number().int(),
  /** Cap of the amount taken off, hundredths of EGP. */
  maxDiscount: z.number().int(),
  expiresAt: z.string(),
  expired: z.boolean(),
  /** Uses allowed in all, and to one student; null: no limit (decision 294). */
  usageLimit: z.number().int().nullable(),
  perStudentLimit: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CouponDto = z.infer<typeof couponDtoSchema>;

const couponFields = {
  code: couponCodeSchema,
  discount: couponDiscountSchema,
  maxDiscount: couponMaxDiscountSchema,
  expiresAt: instant('invalid-coupon-expiry'),
  usageLimit: couponUsageLimitSchema.optional(),
  perStudentLimit: couponUsageLimitSchema.optional(),
};
export const couponBodySchema = z.object(couponFields).strict();
export type CouponBody = z.input<typeof couponBodySchema>;
export const couponUpdateBodySchema = z
  .object(couponFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'empty-request' });
export type CouponUpdateBody = z.input<typeof couponUpdateBodySchema>;
export const couponCodeParamsSchema = z.object({
  code: z.string().min(1).max(64, 'invalid-coupon-code'),
});

// ── Invites (decision 013) ────────────────────────────────────────────────────────────────
/** How long an invite stays open when made, or sent again, without a date of its own. */
export const INVITE_DEFAULT_DAYS = 7;
export const INVITE_STATES = ['pending', 'accepted', 'expired'] as const;

export const inviteDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(USER_ROLES),
  state: z.enum(INVITE_STATES),
  expiresAt: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type InviteDto = z.infer<typeof inviteDtoSchema>;

const inviteRole = z.enum(USER_ROLES, { error: 'invalid-role' });
export const inviteBodySchema = z
  .object({
    email: emailSchema,
    role: inviteRole,
    name: userNameSchema.optional(),
    /** Defaults to seven days from now. */
    expiresAt: instant('invalid-invite-expiry').optional(),
  })
  .strict();
export type InviteBody = z.input<typeof inviteBodySchema>;
export const inviteUpdateBodySchema = z
  .object({
    role: inviteRole,
    name: userNameSchema.nullable(),
    expiresAt: instant('invalid-invite-expiry'),
    /** Send a fresh code (the old one stops working). */
    resend: z.literal(true, { error: 'invalid-type' }),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'empty-request' });
export type InviteUpdateBody = z.input<typeof inviteUpdateBodySchema>;

export const offersListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().min(1, 'invalid-type').max(100, 'invalid-type').optional(),
});
