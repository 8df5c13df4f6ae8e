import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PAYMENT_METHODS, PLAN_PERIODS, TRANSACTION_STATUSES } from '@kalam/shared';
import { plans } from './catalogue.ts';
import { users } from './users.ts';

export const PAYMENT_GATEWAYS = ['fawry', 'paymob', 'sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/**
 * Spec §3 Transaction: one order sent to a gateway. The id is also the merchant reference sent
 * to the gateway. Amounts are hundredths and computed on the server (plan, period, coupon).
 * Not replicated: the PWA reads it over HTTP and hears `transaction-status-update`.
 */
export const transactions = sqliteTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    period: text('period', { enum: PLAN_PERIODS }).notNull(),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('New'),
    /** Price of the plan for the period before the coupon. */
    baseAmount: integer('base_amount').notNull(),
    discount: integer('discount').notNull().default(0),
    /** What the gateway charges: baseAmount less discount. */
    amount: integer('amount').notNull(),
    couponCode: text('coupon_code'),
    /**
     * The coupon itself (a code may be reused after a delete): its uses are the orders that
     * carry it and did not end unpaid (decision 294).
     */
    couponId: text('coupon_id'),
    /** Bank instalments: the number of payments the bank collects (decision 073). */
    installments: integer('installments'),
    installmentPlanId: text('installment_plan_id'),
    walletMobile: text('wallet_mobile'),
    /** The gateway's own reference (Fawry reference number, Paymob intention id). */
    gatewayRef: text('gateway_ref'),
    /**
     * The gateway's order id that its signed callbacks carry (Paymob `order.id`, the intention's
     * `intention_order_id`): the only key a callback may use to find the order (decision 150).
     */
    gatewayOrderId: text('gateway_order_id'),
    /** Declined attempts on a checkout that can still be paid (Paymob: another card). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** The voucher number the student pays at a Fawry outlet. */
    referenceNumber: text('reference_number'),
    redirectUrl: text('redirect_url'),
    walletQr: text('wallet_qr'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    subscriptionId: text('subscription_id'),
    note: text('note'),
    expiresAt: integer('expires_at').notNull(),
    paidAt: integer('paid_at'),
    processedAt: integer('processed_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('transactions_user_idx').on(t.userId, t.createdAt),
    index('transactions_status_expiry_idx').on(t.status, t.expiresAt),
    index('transactions_gateway_ref_idx').on(t.gateway, t.gatewayRef),
    uniqueIndex('transactions_gateway_order_unique').on(t.gateway, t.gatewayOrderId),
    index('transactions_coupon_idx').on(t.couponId, t.userId),
  ],
);

/** A saved card (the gateway's token, never a card number), per user and gateway. */
export const cardTokens = sqliteTable(
  'card_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    token: text('token').notNull(),
    lastFour: text('last_four').notNull(),
    brand: text('brand').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('card_tokens_gateway_token_unique').on(t.gateway, t.token),
    index('card_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Every verified gateway notification, keyed by a digest of its content, so a replay is seen and
 * changes nothing. Rejected notifications are kept too, with the reason, for reconciliation.
 */
export const paymentWebhookEvents = sqliteTable(
  'payment_webhook_events',
  {
    id: text('id').primaryKey(),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    eventKey: text('event_key').notNull(),
    transactionId: text('transaction_id'),
    outcome: text('outcome').notNull(),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [uniqueIndex('payment_webhook_events_key_unique').on(t.gateway, t.eventKey)],
);
