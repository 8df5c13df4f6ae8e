import { and, count, eq, gte, lt, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assets,
  contactRequests,
  demoSessions,
  interviews,
  lessons,
  transactions,
  tutors,
  users,
} from '../../db/schema/index.ts';

/** Counts for the admin dashboard and reads for its support lists (a read model, decision 010). */
export class AdminOverviewRepository {
  constructor(private readonly db: Db) {}

  lessonsBetween(from: number, to: number): number {
    return this.db
      .select({ n: count() })
      .from(lessons)
      .where(and(gte(lessons.start, from), lt(lessons.start, to), ne(lessons.status, 'cancelled')))
      .get()!.n;
  }

  /** Paid amounts (piasters), less refunds, of transactions paid in [from, to). */
  revenueBetween(from: number, to: number): number {
    const row = this.db
      .select({ paid: sum(transactions.amount), refunded: sum(transactions.refundedAmount) })
      .from(transactions)
      .where(and(gte(transactions.paidAt, from), lt(transactions.paidAt, to)))
      .get();
    return Number(row?.paid ?? 0) - Number(row?.refunded ?? 0);
  }

  signupsBetween(from: number, to: number, role?: 'Student' | 'Tutor'): number {
    return this.db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          gte(users.createdAt, from),
          lt(users.createdAt, to),
          role ? eq(users.role, role) : undefined,
        ),
      )
      .get()!.n;
  }

  /** Applicants waiting at each onboarding step. */
  applicants() {
    const notThrough = and(
      eq(users.role, 'Tutor'),
      eq(users.deleted, false),
      eq(tutors.onboarded, false),
      eq(tutors.manuallyAdded, false),
    );
    const introVideo = this.db
      .select({ n: count() })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(and(notThrough, sql`${tutors.video} is null`))
      .get()!.n;
    const interview = this.db
      .select({ n: count() })
      .from(interviews)
      .where(eq(interviews.status, 'Pending'))
      .get()!.n;
    const demoSession = this.db
      .select({ n: count() })
      .from(demoSessions)
      .where(eq(demoSessions.status, 'Pending'))
      .get()!.n;
    const photoSession = this.db
      .select({ n: sql<number>`count(distinct ${users.id})` })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .innerJoin(demoSessions, eq(demoSessions.tutorId, users.id))
      .where(and(notThrough, eq(demoSessions.status, 'Passed')))
      .get()!.n;
    return { introVideo, interview, demoSession, photoSession };
  }

  contactRequests(search: string | undefined, page: { limit: number; offset: number }) {
    const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = pattern
      ? sql`(lower(${contactRequests.title}) like ${pattern} escape '\\' or lower(${contactRequests.email}) like ${pattern} escape '\\' or lower(${contactRequests.message}) like ${pattern} escape '\\')`
      : undefined;
    const list = this.db
      .select()
      .from(contactRequests)
      .where(where)
      .orderBy(sql`${contactRequests.createdAt} desc`, sql`${contactRequests.id} desc`)
      .limit(page.limit)
      .offset(page.offset)
      .all();
    const total = this.db.select({ n: count() }).from(contactRequests).where(where).get()!.n;
    return { list, total };
  }

  media(
    filter: { search?: string; kind?: (typeof assets.$inferSelect)['kind'] },
    page: { limit: number; offset: number },
  ) {
    const pattern = filter.search
      ? `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      : null;
    const where = and(
      eq(assets.deleted, false),
      filter.kind ? eq(assets.kind, filter.kind) : undefined,
      pattern
        ? sql`(lower(${assets.name}) like ${pattern} escape '\\' or ${assets.ownerId} in (select id from users where lower(name) like ${pattern} escape '\\' or lower(email) like ${pattern} escape '\\'))`
        : undefined,
    );
    const rows = this.db
      .select({
        asset: assets,
        ownerName: sql<string | null>`(select name from users where users.id = ${assets.ownerId})`,
        createdByName: sql<
          string | null
        >`(select name from users where users.id = ${assets.createdBy})`,
      })
      .from(assets)
      .where(where)
      .orderBy(sql`${assets.createdAt} desc`, sql`${assets.id} desc`)
      .limit(page.limit)
      .offset(page.offset)
      .all();
    const total = this.db.select({ n: count() }).from(assets).where(where).get()!.n;
    return { list: rows, total };
  }
}
