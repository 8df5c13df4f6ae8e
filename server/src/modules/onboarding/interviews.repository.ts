import { and, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { InterviewStatus } from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import { interviews } from '../../db/schema/index.ts';
import { countOf, type MemberWindow } from './member-window.ts';

export type InterviewRow = typeof interviews.$inferSelect;
export type NewInterviewRow = typeof interviews.$inferInsert;

export interface InterviewFilter {
  intervieweeId?: string;
  interviewerId?: string;
  status?: InterviewStatus;
}

/** Statuses that hold a time and count as an earlier interview (cancelled ones do neither). */
const HELD: InterviewStatus[] = ['Pending', 'Passed', 'Rejected'];

/** The end of a row in SQL: start plus its minutes. */
const endSql = sql`${interviews.start} + ${interviews.duration} * 60000`;

/** The only code that knows the interviews table. */
export class InterviewsRepository {
  constructor(private readonly db: Db) {}

  byId(id: string): InterviewRow | undefined {
    return this.db.select().from(interviews).where(eq(interviews.id, id)).get();
  }

  insert(row: NewInterviewRow): InterviewRow {
    this.db.insert(interviews).values(row).run();
    return this.byId(row.id)!;
  }

  update(id: string, changes: Partial<NewInterviewRow>): InterviewRow {
    this.db.update(interviews).set(changes).where(eq(interviews.id, id)).run();
    return this.byId(id)!;
  }

  /** The applicant's newest booking, whatever became of it (a cancel by the staff is told). */
  latest(intervieweeId: string): InterviewRow | undefined {
    return this.db
      .select()
      .from(interviews)
      .where(eq(interviews.intervieweeId, intervieweeId))
      .orderBy(desc(interviews.createdAt), desc(interviews.id))
      .get();
  }

  /** The applicant's newest interview that was not cancelled (the re-apply rules read it). */
  latestHeld(intervieweeId: string): InterviewRow | undefined {
    return this.db
      .select()
      .from(interviews)
      .where(and(eq(interviews.intervieweeId, intervieweeId), inArray(interviews.status, HELD)))
      .orderBy(desc(interviews.start), desc(interviews.id))
      .get();
  }

  latestPassed(intervieweeId: string): InterviewRow | undefined {
    return this.db
      .select()
      .from(interviews)
      .where(and(eq(interviews.intervieweeId, intervieweeId), eq(interviews.status, 'Passed')))
      .orderBy(desc(interviews.start), desc(interviews.id))
      .get();
  }

  /** Pending interviews the user takes part in, on either side, that share a minute with [start, end). */
  pendingOverlapsOfMember(userId: string, start: number, end: number): number {
    // Prepared once: every lesson booking asks this twice (decision 112).
    const overlaps = (this.memberOverlaps ??= countOf(
      this.db
        .select({ n: count() })
        .from(interviews)
        .where(
          and(
            or(
              eq(interviews.intervieweeId, sql.placeholder('userId')),
              eq(interviews.interviewerId, sql.placeholder('userId')),
            ),
            // A literal, not a bound value: against the partial unique index a bound status
            // makes SQLite re-prepare the statement on every run (decision 027).
            sql`${interviews.status} = 'Pending'`,
            lt(interviews.start, sql.placeholder('end')),
            gt(endSql, sql.placeholder('start')),
          ),
        )
        .prepare(),
    ));
    return overlaps({ userId, start, end });
  }

  private memberOverlaps?: (args: MemberWindow) => number;

  /** Pending interviews from `now` on, per tutor manager (how busy each one is). */
  upcomingByInterviewer(now: number): Map<string, number> {
    const rows = this.db
      .select({ id: interviews.interviewerId, n: count() })
      .from(interviews)
      .where(and(eq(interviews.status, 'Pending'), gte(interviews.start, now)))
      .groupBy(interviews.interviewerId)
      .all();
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /** Newest first. */
  page(filter: InterviewFilter, limit: number, offset: number) {
    const conditions: SQL[] = [];
    if (filter.intervieweeId) conditions.push(eq(interviews.intervieweeId, filter.intervieweeId));
    if (filter.interviewerId) conditions.push(eq(interviews.interviewerId, filter.interviewerId));
    if (filter.status) conditions.push(eq(interviews.status, filter.status));
    const where = and(...conditions);
    const list = this.db
      .select()
      .from(interviews)
      .where(where)
      .orderBy(desc(interviews.start), desc(interviews.id))
      .limit(limit)
      .offset(offset)
      .all();
    return { list, total: this.db.select({ n: count() }).from(interviews).where(where).get()!.n };
  }
}
