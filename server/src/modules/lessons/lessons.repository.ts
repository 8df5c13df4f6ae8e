import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lessons, users } from '../../db/schema/index.ts';
import type { LessonTimeFilter } from '@kalam/shared';

export type LessonRow = typeof lessons.$inferSelect;
export type NewLessonRow = typeof lessons.$inferInsert;
export interface MemberRow {
  id: string;
  name: string;
  image: string | null;
}
export interface LessonWithMembers {
  lesson: LessonRow;
  tutor: MemberRow;
  student: MemberRow;
}

export interface LessonFilter {
  tutorId?: string;
  studentId?: string;
  /** Lessons where this user is the tutor or the student. */
  memberId?: string;
  canceled?: boolean;
  time?: LessonTimeFilter;
  now: number;
}

const tutorUser = aliasedTable(users, 'tutor_user');
const studentUser = aliasedTable(users, 'student_user');
const lessonEnd = sql`(${lessons.start} + ${lessons.duration} * 60000)`;

/** Live lessons overlapping [start, end): not cancelled, not deleted. */
function overlapping(start: number, end: number): SQL {
  return and(
    eq(lessons.deleted, false),
    ne(lessons.status, 'cancelled'),
    lt(lessons.start, end),
    sql`${lessonEnd} > ${start}`,
  )!;
}

/** The only code that knows the lessons table. */
export class LessonsRepository {
  constructor(private readonly db: Db) {}

  byId(id: string): LessonRow | undefined {
    return this.db.select().from(lessons).where(eq(lessons.id, id)).get();
  }

  insert(row: NewLessonRow): LessonRow {
    this.db.insert(lessons).values(row).run();
    return this.byId(row.id!)!;
  }

  update(id: string, changes: Partial<NewLessonRow>): LessonRow {
    this.db.update(lessons).set(changes).where(eq(lessons.id, id)).run();
    return this.byId(id)!;
  }

  /** A tutor's live lessons overlapping [start, end), except one (a reschedule). */
  tutorOverlaps(tutorId: string, start: number, end: number, exceptId?: string): LessonRow[] {
    return this.db
      .select()
      .from(lessons)
      .where(
        and(
          eq(lessons.tutorId, tutorId),
          overlapping(start, end),
          exceptId ? ne(lessons.id, exceptId) : undefined,
        ),
      )
      .all();
  }

  studentOverlaps(studentId: string, start: number, end: number, exceptId?: string): LessonRow[] {
    return this.db
      .select()
      .from(lessons)
      .where(
        and(
          eq(lessons.studentId, studentId),
          overlapping(start, end),
          exceptId ? ne(lessons.id, exceptId) : undefined,
        ),
      )
      .all();
  }

  /** A student's booked lessons that have not ended yet. */
  studentUpcoming(studentId: string, now: number, exceptId?: string): LessonRow[] {
    return this.db
      .select()
      .from(lessons)
      .where(
        and(
          eq(lessons.studentId, studentId),
          eq(lessons.deleted, false),
          ne(lessons.status, 'cancelled'),
          ne(lessons.status, 'fulfilled'),
          sql`${lessonEnd} > ${now}`,
          exceptId ? ne(lessons.id, exceptId) : undefined,
        ),
      )
      .all();
  }

  /** A tutor's pending lessons that start after `now` (what an availability edit must keep). */
  tutorFuturePending(tutorId: string, now: number): LessonRow[] {
    return this.db
      .select()
      .from(lessons)
      .where(
        and(
          eq(lessons.tutorId, tutorId),
          eq(lessons.deleted, false),
          eq(lessons.status, 'pending'),
          gt(lessons.start, now),
        ),
      )
      .orderBy(asc(lessons.start))
      .all();
  }

  hasFulfilled(studentId: string, tutorId: string): boolean {
    return (
      this.db
        .select({ id: lessons.id })
        .from(lessons)
        .where(
          and(
            eq(lessons.studentId, studentId),
            eq(lessons.tutorId, tutorId),
            eq(lessons.status, 'fulfilled'),
            eq(lessons.deleted, false),
          ),
        )
        .limit(1)
        .get() !== undefined
    );
  }

  withMembers(id: string): LessonWithMembers | undefined {
    return this.selectWithMembers().where(eq(lessons.id, id)).get();
  }

  list(
    filter: LessonFilter,
    page: number,
    size: number,
  ): { rows: LessonWithMembers[]; total: number } {
    const where = and(
      eq(lessons.deleted, false),
      filter.tutorId ? eq(lessons.tutorId, filter.tutorId) : undefined,
      filter.studentId ? eq(lessons.studentId, filter.studentId) : undefined,
      filter.memberId
        ? or(eq(lessons.tutorId, filter.memberId), eq(lessons.studentId, filter.memberId))
        : undefined,
      filter.canceled === true ? eq(lessons.status, 'cancelled') : undefined,
      filter.canceled === false ? ne(lessons.status, 'cancelled') : undefined,
      filter.time === 'future' ? gt(lessons.start, filter.now) : undefined,
      filter.time === 'past' ? sql`${lessonEnd} <= ${filter.now}` : undefined,
      filter.time === 'now'
        ? and(lte(lessons.start, filter.now), sql`${lessonEnd} > ${filter.now}`)
        : undefined,
    );
    const order =
      filter.time === 'future' || filter.time === 'now'
        ? [asc(lessons.start), asc(lessons.id)]
        : [desc(lessons.start), desc(lessons.id)];
    const rows = this.selectWithMembers()
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((page - 1) * size)
      .all();
    const total = this.db.select({ n: count() }).from(lessons).where(where).get()!.n;
    return { rows, total };
  }

  /** Pending lessons whose start has come, and happening ones whose end has passed. */
  dueTransitions(now: number): { toHappening: LessonRow[]; toFulfilled: LessonRow[] } {
    const live = and(eq(lessons.deleted, false));
    return {
      toHappening: this.db
        .select()
        .from(lessons)
        .where(
          and(
            live,
            eq(lessons.status, 'pending'),
            lte(lessons.start, now),
            sql`${lessonEnd} > ${now}`,
          ),
        )
        .all(),
      toFulfilled: this.db
        .select()
        .from(lessons)
        .where(
          and(
            live,
            or(eq(lessons.status, 'pending'), eq(lessons.status, 'happening')),
            sql`${lessonEnd} <= ${now}`,
          ),
        )
        .all(),
    };
  }

  private selectWithMembers() {
    return this.db
      .select({
        lesson: lessons,
        tutor: { id: tutorUser.id, name: tutorUser.name, image: tutorUser.image },
        student: { id: studentUser.id, name: studentUser.name, image: studentUser.image },
      })
      .from(lessons)
      .innerJoin(tutorUser, eq(tutorUser.id, lessons.tutorId))
      .innerJoin(studentUser, eq(studentUser.id, lessons.studentId))
      .$dynamic();
  }
}
