import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BANK_CODES, INVOICE_STATUSES, LEDGER_KINDS, WITHDRAW_METHODS } from '@kalam/shared';
import { lessons } from './scheduling.ts';
import { users } from './users.ts';

/**
 * Spec §3 withdrawal request (invoice). `status` is the contract's; `canceledBy` and
 * `requestedUpdate` give the displayed state (decision 182). The money itself is never stored
 * here as a balance: the ledger below holds every hold, release and payout.
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: WITHDRAW_METHODS }).notNull(),
    receiver: text('receiver'),
    bank: text('bank', { enum: BANK_CODES }),
    phone: text('phone'),
    accountNumber: text('account_number'),
    username: text('username'),
    amount: integer('amount').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('PendingApproval'),
    /** Who ended a Canceled request: the tutor (their ask, approved) or an admin on their own. */
    canceledBy: text('canceled_by', { enum: ['tutor', 'admin'] }),
    /** JSON of the tutor's asked-for amount and payout details, until an admin approves it. */
    requestedUpdate: text('requested_update'),
    note: text('note'),
    receiptName: text('receipt_name'),
    addressedBy: text('addressed_by').references(() => users.id),
    /** The local Cairo dates 4 and 5 working days after the request. */
    expectedFrom: text('expected_from').notNull(),
    expectedBy: text('expected_by').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('invoices_user_created_idx').on(t.userId, t.createdAt),
    index('invoices_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A tutor's money, append-only (decision 180): what each fulfilled lesson earned, and every
 * withdrawal hold, release and payout. Balances are sums over it; no row is ever changed.
 */
export const earningsLedger = sqliteTable(
  'earnings_ledger',
  {
    id: text('id').primaryKey(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Hundredths, always positive: the kind says which way it counts. */
    amount: integer('amount').notNull(),
    lessonId: text('lesson_id').references(() => lessons.id),
    /** The lesson's start and length as they were when it earned (history without a join). */
    lessonStart: integer('lesson_start'),
    minutes: integer('minutes'),
    invoiceId: text('invoice_id').references(() => invoices.id),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('earnings_ledger_tutor_idx').on(t.tutorId, t.kind),
    // One earning per lesson, however often its end is announced.
    uniqueIndex('earnings_ledger_lesson_unique').on(t.lessonId, t.kind),
  ],
);
