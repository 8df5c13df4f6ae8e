import { z } from 'zod';
import { BANK_CODES, INVOICE_STATUSES, WITHDRAW_METHODS } from '../enums.ts';
import {
  bankAccountNumberSchema,
  bankNameSchema,
  instapayUsernameSchema,
  invoiceMethodSchema,
  invoiceNoteSchema,
} from '../schemas/catalogue-rules.ts';
import { idSchema, pagingQuerySchema } from '../schemas/common.ts';
import { containsHtml } from '../schemas/text.ts';
import { phoneSchema } from '../schemas/user.ts';

// ── Withdrawal requests (spec §3 invoice, §4 statuses, §5 rules, §7 /invoice) ─────────────────

/**
 * The states a person sees (spec §4 "displayed states"); the contract's `status` is coarser.
 * pending and update-requested are PendingApproval; cancellation-approved and canceled-by-admin
 * are Canceled; fulfilled is Approved (decision 182).
 */
export const INVOICE_STATES = [
  'pending',
  'update-requested',
  'cancellation-requested',
  'cancellation-approved',
  'canceled-by-admin',
  'fulfilled',
  'rejected',
] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** What PUT /invoice/{id}/with/asset may do: the tutor's two asks, then the admin's actions. */
export const INVOICE_ACTIONS = [
  'request-cancel',
  'request-update',
  'approve-update',
  'approve-cancel',
  'cancel',
  'reject',
  'fulfil',
  'note',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];
export const TUTOR_INVOICE_ACTIONS: readonly InvoiceAction[] = ['request-cancel', 'request-update'];

/** The account holder's name as the bank or wallet knows it (optional; plain text). */
export const invoiceReceiverSchema = z
  .string({ error: 'invalid-type' })
  .trim()
  .min(2, 'invalid-type')
  .max(100, 'invalid-type')
  .refine((v) => !containsHtml(v), 'invalid-type');

/**
 * Where the money goes: a wallet (Egyptian mobile number), a bank (one of the spec's banks and
 * an Egyptian IBAN checked with mod-97) or an InstaPay address. Fields of other methods are
 * ignored. Each missing field answers its own §5 code.
 */
export const payoutSchema = z
  .object({
    method: invoiceMethodSchema,
    phone: z.string().optional(),
    bank: z.string().optional(),
    accountNumber: z.string().optional(),
    username: z.string().optional(),
    receiver: invoiceReceiverSchema.nullable().optional(),
  })
  .transform((v, ctx) => {
    const receiver = v.receiver ?? null;
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (v.method === 'Wallet') {
      const phone = phoneSchema.safeParse(v.phone ?? '');
      if (!phone.success) return fail('phone', 'invalid-phone');
      return { method: v.method, phone: phone.data, receiver } as Payout;
    }
    if (v.method === 'Bank') {
      const bank = bankNameSchema.safeParse(v.bank ?? '');
      if (!bank.success) return fail('bank', bank.error.issues[0]!.message);
      const account = bankAccountNumberSchema.safeParse(v.accountNumber ?? '');
      if (!account.success) return fail('accountNumber', 'invalid-bank-account-number');
      return { method: v.method, bank: bank.data, accountNumber: account.data, receiver } as Payout;
    }
    const username = instapayUsernameSchema.safeParse(v.username ?? '');
    if (!username.success) return fail('username', 'invalid-instapay-username');
    return { method: v.method, username: username.data, receiver } as Payout;
  });

export type Payout =
  | { method: 'Wallet'; phone: string; receiver: string | null }
  | {
      method: 'Bank';
      bank: (typeof BANK_CODES)[number];
      accountNumber: string;
      receiver: string | null;
    }
  | { method: 'Instapay'; username: string; receiver: string | null };

/**
 * An amount in hundredths. Only its type is checked here: the bounds (100–50,000 EGP by default)
 * come from the platform settings and are checked by the service with their §5 codes.
 */
export const invoiceAmountInputSchema = z
  .number({ error: 'invalid-type' })
  .int('invalid-type')
  .positive('invoice-amount-below-min');

/** POST /invoice: the amount and where it goes. */
export const invoiceCreateBodySchema = z
  .object({ amount: invoiceAmountInputSchema })
  .and(payoutSchema)
  .transform((v) => v as { amount: number } & Payout);
export type InvoiceCreateBody = z.input<typeof invoiceCreateBodySchema>;

/**
 * PUT /invoice/{id}/with/asset as JSON (every action but `fulfil`) or as multipart form data
 * (`action`, `note` and the `receipt` file for `fulfil`). `update` is the tutor's requested new
 * amount and payout details; `note` null removes the admin's note.
 */
export const invoiceChangeSchema = z
  .object({
    action: z.enum(INVOICE_ACTIONS, { error: 'illegal-invoice-update' }),
    note: invoiceNoteSchema.nullable().optional(),
    update: z
      .object({ amount: invoiceAmountInputSchema })
      .and(payoutSchema)
      .transform((v) => v as { amount: number } & Payout)
      .optional(),
  })
  .strict();
export type InvoiceChangeBody = z.input<typeof invoiceChangeSchema>;

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid-date');

/** GET /invoice: a tutor sees their own; admins filter by state, method, dates and tutor. */
export const invoiceListQuerySchema = pagingQuerySchema.extend({
  state: z.enum(INVOICE_STATES, { error: 'invalid-type' }).optional(),
  method: z.enum(WITHDRAW_METHODS, { error: 'invalid-invoice-method' }).optional(),
  /** Created on or after this Cairo date. */
  from: dateOnly.optional(),
  /** Created on or before this Cairo date. */
  to: dateOnly.optional(),
  tutorId: idSchema.optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

const payoutFields = {
  method: z.enum(WITHDRAW_METHODS),
  receiver: z.string().nullable(),
  bank: z.enum(BANK_CODES).nullable(),
  phone: z.string().nullable(),
  accountNumber: z.string().nullable(),
  username: z.string().nullable(),
};

export const invoiceDtoSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  ...payoutFields,
  amount: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  state: z.enum(INVOICE_STATES),
  note: z.string().nullable(),
  /** `/api/v1/assets/receipts/{name}`: the tutor and admins only. */
  receipt: z.string().nullable(),
  addressedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** What the tutor asked to change, while an admin has not approved it. */
  requestedUpdate: z.object({ amount: z.number().int(), ...payoutFields }).nullable(),
  /** 4–5 working days (Sunday–Thursday, Cairo) after the request: the two local dates. */
  expected: z.object({ from: z.string(), by: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceDto = z.infer<typeof invoiceDtoSchema>;

/** GET /invoice/stats/{id}: the tutor's money, all derived from the ledger (hundredths). */
export const invoiceStatsSchema = z.object({
  tutorId: z.string(),
  /** Everything fulfilled lessons earned. */
  earned: z.number().int(),
  /** Paid out (fulfilled withdrawals). */
  paid: z.number().int(),
  /** Held by withdrawal requests not yet decided. */
  pending: z.number().int(),
  /** earned − paid − pending: what a new request may take. */
  available: z.number().int(),
  /** The bounds of one request (platform settings). */
  bounds: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>;

export const LEDGER_KINDS = ['earning', 'hold', 'release', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number().int(),
  lessonId: z.string().nullable(),
  lessonStart: z.string().nullable(),
  minutes: z.number().int().nullable(),
  invoiceId: z.string().nullable(),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerQuerySchema = pagingQuerySchema.extend({
  kind: z.enum(LEDGER_KINDS, { error: 'invalid-type' }).optional(),
});
