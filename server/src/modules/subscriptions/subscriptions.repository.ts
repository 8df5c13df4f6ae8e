import { and, count, desc, eq, gt, inArray, lte, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lessons, plans, subscriptions } from '../../db/schema/index.ts';
import { literal, preparedOnFirstUse } from '../../kernel/prepared-sql.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type PlanRow = typeof plans.$inferSelect;

/**
 * Lessons that use a student's minutes: not cancelled, or cancelled late by the student
 * (decision 022). Deleted lessons never count.
 */
export function countsAgainstQuota(lateCancelMs: number | Placeholder) {
  // Literals, not parameters: lessons has partial indexes on these (see lessons/prepared-sql.ts).
  return and(
    eq(lessons.deleted, literal(0)),
    or(
      ne(lessons.status, literal('cancelled')),
      and(
        eq(lessons.canceledBy, literal('student')),
        sql`${lessons.canceledAt} > ${lessons.start} - ${lateCancelMs}`,
      ),
    ),
  );
}

const p = sql.placeholder;
/** Stands for "no lesson to leave out": ids are never empty. */
const NO_LESSON = '';

/** What every booking reads, prepared once per database (decision 027). */
function statements(db: Db) {
  return preparedOnFirstUse({
    byId: () =>
      db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, p('id')))
        .prepare(),
    plan: () =>
      db
        .select()
        .from(plans)
        .where(and(eq(plans.id, p('id')), eq(plans.deleted, false)))
        .prepare(),
    activeAt: () =>
      db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, p('userId')),
            eq(subscriptions.status, 'active'),
            eq(subscriptions.deleted, false),
            lte(subscriptions.startsAt, p('at')),
            gt(subscriptions.endsAt, p('at')),
          ),
        )
        .orderBy(desc(subscriptions.startsAt), desc(subscriptions.id))
        // No LIMIT: get() reads one row, and a LIMIT parameter would re-prepare it every run.
        .prepare(),
    usedMinutes: () =>
      db
        .select({ minutes: sql<number>`coalesce(sum(${lessons.duration}), 0)` })
        .from(lessons)
        .where(
          and(
            eq(lessons.studentId, p('studentId')),
            sql`${lessons.start} >= ${p('from')} AND ${lessons.start} < ${p('to')}`,
            countsAgainstQuota(p('lateCancelMs')),
            ne(lessons.id, p('exceptId')),
          ),
        )
        .prepare(),
  });
}

/** The only code that knows the subscriptions table (and reads plans for grants). */
export class SubscriptionsRepository {
  private readonly q: ReturnType<typeof statements>;

  constructor(private readonly db: Db) {
    this.q = statements(db);
  }

  byId(id: string): SubscriptionRow | undefined {
    return this.q.byId.get({ id });
  }

  /** What a list of orders needs of the plans they paid for: state, end, tombstone. */
  statesOf(
    ids: readonly string[],
  ): Pick<SubscriptionRow, 'id' | 'status' | 'endsAt' | 'deleted'>[] {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: subscriptions.id,
        status: subscriptions.status,
        endsAt: subscriptions.endsAt,
        deleted: subscriptions.deleted,
      })
      .from(subscriptions)
      .where(inArray(subscriptions.id, [...ids]))
      .all();
  }

  byTransaction(transactionId: string): SubscriptionRow | undefined {
    return this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.transactionId, transactionId))
      .get();
  }

  plan(id: string): PlanRow | undefined {
    return this.q.plan.get({ id });
  }

  /** Active rows covering `at`, the latest started first (a newer plan wins while it runs). */
  activeAt(userId: string, at: number): SubscriptionRow | undefined {
    return this.q.activeAt.get({ userId, at });
  }

  /** Active rows of a user that have not ended by `at` (current and queued). */
  liveRows(userId: string, at: number): SubscriptionRow[] {
    return this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.deleted, false),
          gt(subscriptions.endsAt, at),
        ),
      )
      .orderBy(desc(subscriptions.endsAt))
      .all();
  }

  insert(row: NewSubscriptionRow): SubscriptionRow {
    this.db.insert(subscriptions).values(row).run();
    return this.byId(row.id!)!;
  }

  update(id: string, changes: Partial<NewSubscriptionRow>): SubscriptionRow {
    this.db.update(subscriptions).set(changes).where(eq(subscriptions.id, id)).run();
    return this.byId(id)!;
  }

  list(page: number, size: number, userId?: string): { rows: SubscriptionRow[]; total: number } {
    const where = and(
      eq(subscriptions.deleted, false),
      userId ? eq(subscriptions.userId, userId) : undefined,
    );
    const rows = this.db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(size)
      .offset((page - 1) * size)
      .all();
    const total = this.db.select({ n: count() }).from(subscriptions).where(where).get()!.n;
    return { rows, total };
  }

  /** Minutes of a student's lessons starting in [from, to) that use their quota. */
  usedMinutes(
    studentId: string,
    from: number,
    to: number,
    lateCancelMs: number,
    exceptLessonId?: string,
  ): number {
    const result = this.q.usedMinutes.get({
      studentId,
      from,
      to,
      lateCancelMs,
      exceptId: exceptLessonId ?? NO_LESSON,
    });
    return Number(result?.minutes ?? 0);
  }

  /** Lessons booked under a subscription that were not cancelled in time. */
  lessonsUsed(subscriptionId: string, lateCancelMs: number): number {
    return this.db
      .select({ n: count() })
      .from(lessons)
      .where(and(eq(lessons.subscriptionId, subscriptionId), countsAgainstQuota(lateCancelMs)))
      .get()!.n;
  }

  /** Mark every active row that ended by `at` as expired; the ids of the users touched. */
  expireEnded(at: number, stamp: number): string[] {
    const ended = this.db
      .select({ id: subscriptions.id, userId: subscriptions.userId })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.endsAt, at)))
      .all();
    for (const row of ended)
      this.db
        .update(subscriptions)
        .set({ status: 'expired', updatedAt: stamp })
        .where(eq(subscriptions.id, row.id))
        .run();
    return [...new Set(ended.map((r) => r.userId))];
  }
}
