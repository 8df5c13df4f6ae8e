import { and, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DemoSessionStatus } from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import { demoSessions } from '../../db/schema/index.ts';
import { countOf, type MemberWindow } from './member-window.ts';

export type DemoSessionRow = typeof demoSessions.$inferSelect;
export type NewDemoSessionRow = typeof demoSessions.$inferInsert;

export interface DemoSessionFilter {
  tutorId?: string;
  tutorManagerId?: string;
  status?: DemoSessionStatus;
}

const endSql = sql`${demoSessions.start} + ${demoSessions.duration} * 60000`;

/** The only code that knows the demo_sessions table. */
export class DemoSessionsRepository {
  constructor(private readonly db: Db) {}

  byId(id: string): DemoSessionRow | undefined {
    return this.db.select().from(demoSessions).where(eq(demoSessions.id, id)).get();
  }

  insert(row: NewDemoSessionRow): DemoSessionRow {
    this.db.insert(demoSessions).values(row).run();
    return this.byId(row.id)!;
  }

  update(id: string, changes: Partial<NewDemoSessionRow>): DemoSessionRow {
    this.db.update(demoSessions).set(changes).where(eq(demoSessions.id, id)).run();
    return this.byId(id)!;
  }

  /** The tutor's newest booking, whatever became of it (a cancel by the staff is told). */
  latest(tutorId: string): DemoSessionRow | undefined {
    return this.db
      .select()
      .from(demoSessions)
      .where(eq(demoSessions.tutorId, tutorId))
      .orderBy(desc(demoSessions.createdAt), desc(demoSessions.id))
      .get();
  }

  /** The tutor's newest demo session that was not cancelled (onboarding progress). */
  latestHeld(tutorId: string): DemoSessionRow | undefined {
    return this.db
      .select()
      .from(demoSessions)
      .where(
        and(
          eq(demoSessions.tutorId, tutorId),
          inArray(demoSessions.status, ['Pending', 'Passed', 'Rejected']),
        ),
      )
      .orderBy(desc(demoSessions.start), desc(demoSessions.id))
      .get();
  }

  /** A demo session that stands in the way of another: passed, or pending and not yet over. */
  standing(tutorId: string, now: number): DemoSessionRow | undefined {
    return this.db
      .select()
      .from(demoSessions)
      .where(
        and(
          eq(demoSessions.tutorId, tutorId),
          or(
            eq(demoSessions.status, 'Passed'),
            and(eq(demoSessions.status, 'Pending'), gt(endSql, now)),
          ),
        ),
      )
      .get();
  }

  /** Pending demo sessions the user takes part in, on either side, that share a minute with [start, end). */
  pendingOverlapsOfMember(userId: string, start: number, end: number): number {
    // Prepared once: every lesson booking asks this twice (decision 112).
    const overlaps = (this.memberOverlaps ??= countOf(
      this.db
        .select({ n: count() })
        .from(demoSessions)
        .where(
          and(
            or(
              eq(demoSessions.tutorId, sql.placeholder('userId')),
              eq(demoSessions.tutorManagerId, sql.placeholder('userId')),
            ),
            // A literal, not a bound value: against the partial unique index a bound status
            // makes SQLite re-prepare the statement on every run (decision 027).
            sql`${demoSessions.status} = 'Pending'`,
            lt(demoSessions.start, sql.placeholder('end')),
            gt(endSql, sql.placeholder('start')),
          ),
        )
        .prepare(),
    ));
    return overlaps({ userId, start, end });
  }

  private memberOverlaps?: (args: MemberWindow) => number;

  upcomingByManager(now: number): Map<string, number> {
    const rows = this.db
      .select({ id: demoSessions.tutorManagerId, n: count() })
      .from(demoSessions)
      .where(and(eq(demoSessions.status, 'Pending'), gte(demoSessions.start, now)))
      .groupBy(demoSessions.tutorManagerId)
      .all();
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /** Newest first. */
  page(filter: DemoSessionFilter, limit: number, offset: number) {
    const conditions: SQL[] = [];
    if (filter.tutorId) conditions.push(eq(demoSessions.tutorId, filter.tutorId));
    if (filter.tutorManagerId)
      conditions.push(eq(demoSessions.tutorManagerId, filter.tutorManagerId));
    if (filter.status) conditions.push(eq(demoSessions.status, filter.status));
    const where = and(...conditions);
    const list = this.db
      .select()
      .from(demoSessions)
      .where(where)
      .orderBy(desc(demoSessions.start), desc(demoSessions.id))
      .limit(limit)
      .offset(offset)
      .all();
    return {
      list,
      total: this.db.select({ n: count() }).from(demoSessions).where(where).get()!.n,
    };
  }
}
