import { and, count, desc, eq, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TransactionStatus } from '@kalam/shared';
import type { Db } from '../../../db/client.ts';
import {
  paymentWebhookEvents,
  transactions,
  type PaymentGatewayName,
} from '../../../db/schema/payments.ts';
import { newId } from '../../../kernel/ids.ts';

/** The ends of an order that was never paid: its coupon's use is given back (decision 294). */
const COUPON_RELEASED: TransactionStatus[] = ['Failed', 'Canceled', 'Expired'];

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;

/** The only code that knows the payments tables. */
export class TransactionsRepository {
  constructor(private readonly db: Db) {}

  insert(row: NewTransaction): TransactionRow {
    return this.db.insert(transactions).values(row).returning().get();
  }

  /**
   * The uses of a coupon (decision 294): its orders that did not end unpaid — a new order
   * holds a use until it is paid, and gives it back when it fails, is cancelled or expires.
   * With a user, that student's uses only.
   */
  couponUses(couponId: string, userId?: string): number {
    return this.db
      .select({ n: count() })
      .from(transactions)
      .where(
        and(
          eq(transactions.couponId, couponId),
          userId === undefined ? undefined : eq(transactions.userId, userId),
          notInArray(transactions.status, COUPON_RELEASED),
        ),
      )
      .get()!.n;
  }

  byId(id: string): TransactionRow | undefined {
    return this.db.select().from(transactions).where(eq(transactions.id, id)).get();
  }

  byGatewayRef(gateway: PaymentGatewayName, gatewayRef: string): TransactionRow | undefined {
    return this.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.gateway, gateway), eq(transactions.gatewayRef, gatewayRef)))
      .get();
  }

  /** The order a gateway's signed callback names by the gateway's own order id. */
  byGatewayOrderId(gateway: PaymentGatewayName, orderId: string): TransactionRow | undefined {
    return this.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.gateway, gateway), eq(transactions.gatewayOrderId, orderId)))
      .get();
  }

  /** One more declined attempt on an order that is still New; false when it is not New. */
  countFailedAttempt(id: string, now: number): boolean {
    const result = this.db
      .update(transactions)
      .set({ failedAttempts: sql`${transactions.failedAttempts} + 1`, updatedAt: now })
      .where(and(eq(transactions.id, id), eq(transactions.status, 'New')))
      .run();
    return result.changes > 0;
  }

  /**
   * Moves a transaction only from one of `from`: the compare-and-set that makes concurrent
   * notifications, syncs and jobs settle a transaction once. Answers the row when it moved.
   */
  transition(
    id: string,
    from: readonly TransactionStatus[],
    set: Partial<NewTransaction> & { status: TransactionStatus; updatedAt: number },
  ): TransactionRow | undefined {
    return this.db
      .update(transactions)
      .set(set)
      .where(and(eq(transactions.id, id), inArray(transactions.status, [...from])))
      .returning()
      .get();
  }

  update(id: string, set: Partial<NewTransaction>): TransactionRow | undefined {
    return this.db.update(transactions).set(set).where(eq(transactions.id, id)).returning().get();
  }

  page(filter: { userId?: string; status?: TransactionStatus }, page: number, size: number) {
    const conditions: SQL[] = [];
    if (filter.userId) conditions.push(eq(transactions.userId, filter.userId));
    if (filter.status) conditions.push(eq(transactions.status, filter.status));
    const where = conditions.length ? and(...conditions) : undefined;
    const list = this.db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(size)
      .offset((page - 1) * size)
      .all();
    const total = this.db.select({ n: count() }).from(transactions).where(where).get()?.n ?? 0;
    return { list, total };
  }

  latestFor(userId: string): TransactionRow | undefined {
    return this.db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(1)
      .get();
  }

  newDueBefore(instant: number, limit = 100): TransactionRow[] {
    return this.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.status, 'New'), lte(transactions.expiresAt, instant)))
      .limit(limit)
      .all();
  }

  paidNotProcessed(limit = 100): TransactionRow[] {
    return this.db
      .select()
      .from(transactions)
      .where(eq(transactions.status, 'Paid'))
      .limit(limit)
      .all();
  }

  /** Records a notification once; false when the same event was seen before (a replay). */
  recordEvent(e: {
    gateway: PaymentGatewayName;
    eventKey: string;
    transactionId: string | null;
    outcome: string;
    now: number;
  }): boolean {
    const result = this.db
      .insert(paymentWebhookEvents)
      .values({
        id: newId(),
        gateway: e.gateway,
        eventKey: e.eventKey,
        transactionId: e.transactionId,
        outcome: e.outcome,
        receivedAt: e.now,
      })
      .onConflictDoNothing()
      .run();
    return result.changes > 0;
  }

  eventsFor(transactionId: string) {
    return this.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.transactionId, transactionId))
      .all();
  }
}
