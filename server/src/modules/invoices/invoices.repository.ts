import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { InvoiceState, LedgerKind, WithdrawMethod } from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import { earningsLedger, invoices, users } from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type LedgerRow = typeof earningsLedger.$inferSelect;
export type NewLedgerRow = typeof earningsLedger.$inferInsert;

/** An invoice with the names the list shows. */
export interface InvoiceWithNames extends InvoiceRow {
  userName: string;
  addressedByName: string | null;
}

/** Sums of one tutor's ledger, by kind (hundredths). */
export interface LedgerTotals {
  earning: number;
  hold: number;
  release: number;
  payout: number;
}

export interface InvoiceFilter {
  userId?: string;
  state?: InvoiceState;
  method?: WithdrawMethod;
  /** Instants: created at or after `from`, before `to`. */
  from?: number;
  to?: number;
}

/** What each displayed state means in columns (decision 182). */
function stateWhere(state: InvoiceState): SQL | undefined {
  switch (state) {
    case 'pending':
      return and(eq(invoices.status, 'PendingApproval'), isNull(invoices.requestedUpdate));
    case 'update-requested':
      return and(eq(invoices.status, 'PendingApproval'), isNotNull(invoices.requestedUpdate));
    case 'cancellation-requested':
      return eq(invoices.status, 'PendingCancellation');
    case 'cancellation-approved':
      return and(eq(invoices.status, 'Canceled'), eq(invoices.canceledBy, 'tutor'));
    case 'canceled-by-admin':
      return and(eq(invoices.status, 'Canceled'), eq(invoices.canceledBy, 'admin'));
    case 'fulfilled':
      return eq(invoices.status, 'Approved');
    case 'rejected':
      return eq(invoices.status, 'Rejected');
  }
}

const addressed = sql<
  string | null
>`(SELECT name FROM users a WHERE a.id = ${invoices.addressedBy})`;

/** The only code that knows the invoices and earnings_ledger tables. */
export class InvoicesRepository {
  constructor(private readonly db: Db) {}

  /** Run `work` in one immediate transaction (serialised against every other writer). */
  atomically<T>(work: () => T): T {
    return this.db.transaction(() => work(), { behavior: 'immediate' });
  }

  /** Requests in these states (the admin dashboard counts the ones waiting). */
  countIn(states: readonly InvoiceRow['status'][]): number {
    return (
      this.db
        .select({ n: count() })
        .from(invoices)
        .where(inArray(invoices.status, [...states]))
        .get()?.n ?? 0
    );
  }

  byId(id: string): InvoiceRow | undefined {
    return this.db.select().from(invoices).where(eq(invoices.id, id)).get();
  }

  withNames(id: string): InvoiceWithNames | undefined {
    return this.db
      .select({ invoice: invoices, userName: users.name, addressedByName: addressed })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(eq(invoices.id, id))
      .all()
      .map((r) => ({ ...r.invoice, userName: r.userName, addressedByName: r.addressedByName }))[0];
  }

  insert(row: NewInvoiceRow): void {
    this.db.insert(invoices).values(row).run();
  }

  update(id: string, changes: Partial<NewInvoiceRow>): void {
    this.db.update(invoices).set(changes).where(eq(invoices.id, id)).run();
  }

  /** Newest first. */
  page(filter: InvoiceFilter, limit: number, offset: number) {
    const where = and(
      filter.userId === undefined ? undefined : eq(invoices.userId, filter.userId),
      filter.state === undefined ? undefined : stateWhere(filter.state),
      filter.method === undefined ? undefined : eq(invoices.method, filter.method),
      filter.from === undefined ? undefined : gte(invoices.createdAt, filter.from),
      filter.to === undefined ? undefined : lt(invoices.createdAt, filter.to),
    );
    const list = this.db
      .select({ invoice: invoices, userName: users.name, addressedByName: addressed })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(limit)
      .offset(offset)
      .all()
      .map((r) => ({ ...r.invoice, userName: r.userName, addressedByName: r.addressedByName }));
    const total = this.db.select({ n: count() }).from(invoices).where(where).get()!.n;
    return { list, total };
  }

  // ── Ledger: append and sum, never change ──────────────────────────────────────────────────

  append(row: NewLedgerRow): void {
    this.db.insert(earningsLedger).values(row).run();
  }

  /** One earning per lesson: a second announcement of the same lesson adds nothing. */
  /** Every lesson that has its earning in the ledger. */
  lessonsWithEarning(): Set<string> {
    const rows = this.db
      .select({ lessonId: earningsLedger.lessonId })
      .from(earningsLedger)
      .where(eq(earningsLedger.kind, 'earning'))
      .all();
    return new Set(rows.flatMap((r) => (r.lessonId === null ? [] : [r.lessonId])));
  }

  appendEarningOnce(row: NewLedgerRow): boolean {
    const result = this.db.insert(earningsLedger).values(row).onConflictDoNothing().run();
    return result.changes > 0;
  }

  totals(tutorId: string): LedgerTotals {
    const rows = this.db
      .select({
        kind: earningsLedger.kind,
        sum: sql<number>`COALESCE(SUM(${earningsLedger.amount}), 0)`,
      })
      .from(earningsLedger)
      .where(eq(earningsLedger.tutorId, tutorId))
      .groupBy(earningsLedger.kind)
      .all();
    const totals: LedgerTotals = { earning: 0, hold: 0, release: 0, payout: 0 };
    for (const r of rows) totals[r.kind] = Number(r.sum);
    return totals;
  }

  entries(
    tutorId: string,
    kinds: readonly LedgerKind[] | undefined,
    limit: number,
    offset: number,
  ) {
    const where = and(
      eq(earningsLedger.tutorId, tutorId),
      kinds ? inArray(earningsLedger.kind, [...kinds]) : undefined,
    );
    const list = this.db
      .select()
      .from(earningsLedger)
      .where(where)
      .orderBy(desc(earningsLedger.createdAt), desc(earningsLedger.id))
      .limit(limit)
      .offset(offset)
      .all();
    const total = this.db.select({ n: count() }).from(earningsLedger).where(where).get()!.n;
    return { list, total };
  }
}
