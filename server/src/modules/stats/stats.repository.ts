import { and, count, countDistinct, desc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilitySlots, lessons, ratings, users } from '../../db/schema/index.ts';

const minutes = sql<number>`coalesce(sum(${lessons.duration}), 0)`;
const money = sql<number>`coalesce(sum(${lessons.price}), 0)`;
const live = eq(lessons.deleted, false);
/** Shared `tutorNeverCame` in SQL: cancelled for the tutor at or after the end (decision 242). */
const tutorNeverCame = sql`${lessons.canceledBy} = 'tutor' and ${lessons.canceledAt} >= ${lessons.start} + ${lessons.duration} * 60000`;

export interface Totals {
  lessons: number;
  minutes: number;
}

/** Read-only figures over lessons, ratings and availability. */
export class StatsRepository {
  constructor(private readonly db: Db) {}

  /** Fulfilled lessons (optionally of one member, optionally since/until an instant). */
  fulfilled(filter: { tutorId?: string; studentId?: string; from?: number; to?: number }): Totals {
    const row = this.db
      .select({ lessons: count(), minutes })
      .from(lessons)
      .where(
        and(
          live,
          eq(lessons.status, 'fulfilled'),
          filter.tutorId ? eq(lessons.tutorId, filter.tutorId) : undefined,
          filter.studentId ? eq(lessons.studentId, filter.studentId) : undefined,
          filter.from !== undefined ? gte(lessons.start, filter.from) : undefined,
          filter.to !== undefined ? lt(lessons.start, filter.to) : undefined,
        ),
      )
      .get()!;
    return { lessons: row.lessons, minutes: Number(row.minutes) };
  }

  earnings(tutorId: string): number {
    const row = this.db
      .select({ money })
      .from(lessons)
      .where(and(live, eq(lessons.status, 'fulfilled'), eq(lessons.tutorId, tutorId)))
      .get()!;
    return Number(row.money);
  }

  upcoming(member: { tutorId?: string; studentId?: string }, now: number): number {
    return this.db
      .select({ n: count() })
      .from(lessons)
      .where(
        and(
          live,
          eq(lessons.status, 'pending'),
          gt(lessons.start, now),
          member.tutorId ? eq(lessons.tutorId, member.tutorId) : undefined,
          member.studentId ? eq(lessons.studentId, member.studentId) : undefined,
        ),
      )
      .get()!.n;
  }

  /**
   * Cancelled lessons by who cancelled; a lesson its tutor never came to (cancelled on their
   * behalf at or after its end, decision 240 — `tutorNeverCame` in shared) is counted apart as
   * `absent`, since nobody cancelled it (decision 247).
   */
  cancellations(member: { tutorId?: string; studentId?: string }): Record<string, number> {
    const by = sql<string>`case when ${tutorNeverCame} then 'absent' else coalesce(${lessons.canceledBy}, 'self') end`;
    const rows = this.db
      .select({ by, n: count() })
      .from(lessons)
      .where(
        and(
          live,
          eq(lessons.status, 'cancelled'),
          member.tutorId ? eq(lessons.tutorId, member.tutorId) : undefined,
          member.studentId ? eq(lessons.studentId, member.studentId) : undefined,
        ),
      )
      .groupBy(by)
      .all();
    return Object.fromEntries(rows.map((r) => [r.by, r.n]));
  }

  /** Distinct counterparts a member had a fulfilled lesson with. */
  counterparts(member: { tutorId?: string; studentId?: string }): number {
    const other = member.tutorId ? lessons.studentId : lessons.tutorId;
    return this.db
      .select({ n: countDistinct(other) })
      .from(lessons)
      .where(
        and(
          live,
          eq(lessons.status, 'fulfilled'),
          member.tutorId ? eq(lessons.tutorId, member.tutorId) : undefined,
          member.studentId ? eq(lessons.studentId, member.studentId) : undefined,
        ),
      )
      .get()!.n;
  }

  rating(tutorId: string): { average: number | null; count: number } {
    const row = this.db
      .select({ average: sql<number | null>`avg(${ratings.value})`, n: count() })
      .from(ratings)
      .where(and(eq(ratings.rateeId, tutorId), eq(ratings.deleted, false)))
      .get()!;
    return {
      average: row.average === null ? null : Math.round(Number(row.average) * 100) / 100,
      count: row.n,
    };
  }

  /** A tutor's fulfilled lessons since `from`: start and duration, newest first. */
  fulfilledSince(tutorId: string, from: number): { start: number; duration: number }[] {
    return this.db
      .select({ start: lessons.start, duration: lessons.duration })
      .from(lessons)
      .where(
        and(
          live,
          eq(lessons.status, 'fulfilled'),
          eq(lessons.tutorId, tutorId),
          gte(lessons.start, from),
        ),
      )
      .orderBy(desc(lessons.start))
      .all();
  }

  /** Every tutor's weekly available minutes and the minutes booked in [from, to). */
  tutorLoad(
    from: number,
    to: number,
  ): { tutorId: string; name: string; available: number; booked: number }[] {
    const available = this.db
      .select({
        tutorId: availabilitySlots.tutorId,
        name: users.name,
        available: sql<number>`sum(${availabilitySlots.end} - ${availabilitySlots.start})`,
      })
      .from(availabilitySlots)
      .innerJoin(users, eq(users.id, availabilitySlots.tutorId))
      .where(and(eq(availabilitySlots.deleted, false), eq(users.deleted, false)))
      .groupBy(availabilitySlots.tutorId)
      .all();
    const booked = new Map(
      this.db
        .select({ tutorId: lessons.tutorId, booked: minutes })
        .from(lessons)
        .where(
          and(
            live,
            ne(lessons.status, 'cancelled'),
            gte(lessons.start, from),
            lt(lessons.start, to),
          ),
        )
        .groupBy(lessons.tutorId)
        .all()
        .map((r) => [r.tutorId, Number(r.booked)]),
    );
    return available.map((a) => ({
      tutorId: a.tutorId,
      name: a.name,
      available: Number(a.available),
      booked: booked.get(a.tutorId) ?? 0,
    }));
  }
}
