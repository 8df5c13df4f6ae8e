import { and, count, eq, gte, lt, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assets,
  auditLog,
  contactRequests,
  demoSessions,
  interviews,
  introVideos,
  invoices,
  lessons,
  photoSessions,
  ratings,
  transactions,
  tutors,
  users,
} from '../../db/schema/index.ts';
import type { TutorActivityKind, TutorStep } from '@kalam/shared';
import { STEP_TERMS, tutorJoin } from './onboarding-steps.ts';

/** One line of a tutor's timeline as read (decision 197). */
export interface TutorActivityRow {
  kind: TutorActivityKind;
  id: string;
  at: number;
  status: string | null;
  amount: number | null;
  value: number | null;
  text: string | null;
  withName: string | null;
}

/** Audit entries whose record is the tutor themself. */
const TUTOR_AUDIT_ENTITIES = ['user', 'tutor-media'];

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

  isTutor(id: string): boolean {
    const row = this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'Tutor'), eq(users.deleted, false)))
      .get();
    return row !== undefined;
  }

  /**
   * A tutor's history, newest first: one UNION ALL over the tables that hold it, each branch
   * answered from the tutor's index on that table, then one sort of the tutor's rows.
   */
  tutorActivity(
    tutorId: string,
    kind: TutorActivityKind | undefined,
    page: { limit: number; offset: number },
  ): { list: TutorActivityRow[]; total: number } {
    const other = (id: SQL) => sql`(select ${users.name} from ${users} where ${users.id} = ${id})`;
    const branches: Record<TutorActivityKind, SQL> = {
      lesson: sql`select 'lesson' as kind, ${lessons.id} as id, ${lessons.start} as at,
        ${lessons.status} as status, ${lessons.price} as amount, null as value,
        ${lessons.cancelReason} as text, ${other(sql`${lessons.studentId}`)} as withName
        from ${lessons} where ${lessons.tutorId} = ${tutorId} and ${lessons.deleted} = 0`,
      interview: sql`select 'interview', ${interviews.id}, ${interviews.start}, ${interviews.status},
        null, null, null, ${other(sql`${interviews.interviewerId}`)}
        from ${interviews} where ${interviews.intervieweeId} = ${tutorId}`,
      'demo-session': sql`select 'demo-session', ${demoSessions.id}, ${demoSessions.start},
        ${demoSessions.status}, null, null, null, ${other(sql`${demoSessions.tutorManagerId}`)}
        from ${demoSessions} where ${demoSessions.tutorId} = ${tutorId}`,
      'photo-session': sql`select 'photo-session', ${photoSessions.id}, ${photoSessions.start},
        ${photoSessions.status}, null, null, null, ${other(sql`${photoSessions.studioId}`)}
        from ${photoSessions} where ${photoSessions.tutorId} = ${tutorId}`,
      'intro-video': sql`select 'intro-video', ${introVideos.id}, ${introVideos.createdAt},
        ${introVideos.status}, null, null, null, ${other(sql`${introVideos.reviewerId}`)}
        from ${introVideos} where ${introVideos.tutorId} = ${tutorId}`,
      invoice: sql`select 'invoice', ${invoices.id}, ${invoices.createdAt}, ${invoices.status},
        ${invoices.amount}, null, null, null
        from ${invoices} where ${invoices.userId} = ${tutorId}`,
      rating: sql`select 'rating', ${ratings.id}, ${ratings.createdAt}, null, null,
        ${ratings.value}, ${ratings.text}, ${other(sql`${ratings.raterId}`)}
        from ${ratings} where ${ratings.rateeId} = ${tutorId} and ${ratings.deleted} = 0`,
      audit: sql`select 'audit', ${auditLog.id}, ${auditLog.at}, ${auditLog.action}, null, null,
        null, ${other(sql`${auditLog.actorId}`)}
        from ${auditLog} where ${auditLog.entityId} = ${tutorId}
        and ${auditLog.entity} in ${TUTOR_AUDIT_ENTITIES}`,
    };
    const chosen = kind ? [branches[kind]] : Object.values(branches);
    const all = sql.join(chosen, sql` union all `);
    // Column names come from the first branch; SQLite reads the unqualified ones below.
    const list = this.db.all<TutorActivityRow>(
      sql`select kind, id, at, status, amount, value, text, withName from (${all})
        order by at desc, id desc limit ${page.limit} offset ${page.offset}`,
    );
    const total = this.db.get<{ n: number }>(sql`select count(*) as n from (${all})`)!.n;
    return { list, total };
  }

  /**
   * Applicants at each onboarding step, counted with the terms the admin's tutors list filters
   * by (onboarding-steps.ts, decision 255): the card and the list it opens show one number.
   */
  applicants() {
    const at = (step: TutorStep) =>
      this.db
        .select({ n: count() })
        .from(users)
        .crossJoin(tutors)
        .where(and(tutorJoin, STEP_TERMS[step]))
        .get()!.n;
    return {
      introVideo: at('intro-video'),
      interview: at('interview'),
      demoSession: at('demo-session'),
      photoSession: at('photo-session'),
    };
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
