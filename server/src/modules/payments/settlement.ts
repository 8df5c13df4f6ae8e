import { AppError, type TransactionStatus } from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import type { Logger } from '../../kernel/logger.ts';
import type { GatewayOrderStatus } from './gateway.port.ts';
import type { SubscriptionGrants } from './payments.ports.ts';
import type {
  TransactionRow,
  TransactionsRepository,
} from './transactions/transactions.repository.ts';

export interface SettlementDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  log: Logger;
  transactions: TransactionsRepository;
  subscriptions: () => SubscriptionGrants;
}

/** Which of our statuses a gateway status may move, and to what (decision 071). */
const MOVES: Partial<
  Record<GatewayOrderStatus, { from: TransactionStatus[]; to: TransactionStatus }>
> = {
  PAID: { from: ['New'], to: 'Paid' },
  FAILED: { from: ['New'], to: 'Failed' },
  EXPIRED: { from: ['New'], to: 'Expired' },
  CANCELED: { from: ['New'], to: 'Canceled' },
  REFUNDED: { from: ['Paid', 'Processed', 'PartialRefunded'], to: 'Refunded' },
  PARTIAL_REFUNDED: { from: ['Paid', 'Processed'], to: 'PartialRefunded' },
};

export type SettleOutcome = 'changed' | 'unchanged' | 'amount-mismatch';

/**
 * The one place a transaction changes status. Every move is a compare-and-set, so a
 * notification, a sync, the return handler and the expiry job racing on one order settle it
 * once; a paid order grants its subscription once (Paid, then Processed after the grant).
 */
export class Settlement {
  constructor(private readonly deps: SettlementDeps) {}

  /**
   * Apply what the gateway says about an order. A PAID with another amount changes nothing; a
   * partial refund carries the refunded amount.
   */
  apply(
    tx: TransactionRow,
    status: GatewayOrderStatus,
    orderAmount?: number,
    refundedAmount?: number,
  ): SettleOutcome {
    const move = MOVES[status];
    if (!move) return 'unchanged';
    if (status === 'PAID' && orderAmount !== undefined && orderAmount !== tx.amount) {
      this.deps.log.error('payment amount mismatch', {
        transactionId: tx.id,
        expected: tx.amount,
        got: orderAmount,
      });
      return 'amount-mismatch';
    }
    const now = this.deps.clock.now();
    const extra: Partial<TransactionRow> = {};
    if (move.to === 'Paid') extra.paidAt = now;
    if (move.to === 'Refunded') extra.refundedAmount = tx.amount;
    if (move.to === 'PartialRefunded' && refundedAmount !== undefined)
      extra.refundedAmount = refundedAmount;
    const moved = this.move(tx.id, move.from, move.to, extra);
    if (!moved) return 'unchanged';
    if (moved.status === 'Paid') this.grant(moved);
    // A refund made at the gateway (Paymob's dashboard, Fawry's portal): its owner's plan ends.
    if (moved.status === 'Refunded') this.endRefundedPlan(moved);
    return 'changed';
  }

  /**
   * The money of a transaction went back in full, so the plan it paid for ends: that plan only,
   * since a renewal queued after it was paid by another order (decision 025). A plan the student
   * already cancelled (or that ran out) has nothing left to end: a normal flow, noted at info. A
   * plan past its lesson limit stays, noted too; anything else is an error.
   */
  endRefundedPlan(tx: TransactionRow): void {
    if (!tx.subscriptionId) return;
    try {
      this.deps.subscriptions().endPaidFor(tx.subscriptionId);
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === 'subscription-not-found' || error.code === 'subscription-uncancellable')
      ) {
        this.deps.log.info('refunded subscription left as it is', {
          transactionId: tx.id,
          reason: error.code === 'subscription-not-found' ? 'not running' : 'past its lesson limit',
        });
        return;
      }
      this.deps.log.error('refunded subscription not cancelled', {
        transactionId: tx.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /**
   * A declined attempt on an order that can still be paid: counted, the order stays New, so the
   * student's next card on the same checkout pays it (decision 150). False when it is not New.
   */
  recordAttempt(tx: TransactionRow): boolean {
    return this.deps.transactions.countFailedAttempt(tx.id, this.deps.clock.now());
  }

  /** A status move decided on our side (cancel, refund, expiry) after the gateway agreed. */
  move(
    id: string,
    from: readonly TransactionStatus[],
    to: TransactionStatus,
    extra: Partial<TransactionRow> = {},
  ): TransactionRow | undefined {
    const row = this.deps.transactions.transition(id, from, {
      ...extra,
      status: to,
      updatedAt: this.deps.clock.now(),
    });
    if (row) this.published(row);
    return row;
  }

  /**
   * Grant the subscription of a Paid transaction and mark it Processed, in one database
   * transaction. A failure (say the plan was deleted meanwhile) leaves it Paid for the retry job
   * and for an admin; the grant itself refuses a second subscription for the same transaction.
   */
  grant(tx: TransactionRow): TransactionRow | undefined {
    let processed: TransactionRow | undefined;
    try {
      processed = this.deps.db.transaction(
        () => {
          const current = this.deps.transactions.byId(tx.id);
          if (!current || current.status !== 'Paid') return undefined;
          const subscription = this.deps.subscriptions().grantOnce({
            userId: tx.userId,
            planId: tx.planId,
            period: tx.period,
            source: 'payment',
            transactionId: tx.id,
          });
          return this.deps.transactions.transition(tx.id, ['Paid'], {
            status: 'Processed',
            subscriptionId: subscription.id,
            processedAt: this.deps.clock.now(),
            updatedAt: this.deps.clock.now(),
          });
        },
        { behavior: 'immediate' },
      );
    } catch (error) {
      this.deps.log.error('subscription grant failed; transaction left Paid', {
        transactionId: tx.id,
        error: error instanceof Error ? error.message : String(error),
      });
      this.deps.transactions.update(tx.id, { note: 'grant-failed' });
      return undefined;
    }
    if (processed) this.published(processed);
    return processed;
  }

  /** Paid transactions whose grant failed earlier get another try. */
  retryGrants(): number {
    let done = 0;
    for (const tx of this.deps.transactions.paidNotProcessed()) if (this.grant(tx)) done += 1;
    return done;
  }

  private published(row: TransactionRow): void {
    this.deps.bus.publish('transaction-status-update', {
      transactionId: row.id,
      userId: row.userId,
      status: row.status,
    });
  }
}
