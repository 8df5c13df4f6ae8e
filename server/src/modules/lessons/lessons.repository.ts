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
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lessons, users } from '../../db/schema/index.ts';
import { LESSON_DURATIONS_MINUTES, type LessonTimeFilter } from '@kalam/shared';
import { literal, pagePlaceholder, preparedOnFirstUse } from '../../kernel/prepared-sql.ts';

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
const p = sql.placeholder;
/** Stands for "no lesson to leave out": ids are never empty. */
const NO_LESSON = '';
/**
 * No lesson lasts longer, so one that starts this long before an instant has ended by then:
 * the lower bound that keeps overlap checks on a few index entries instead of a whole history.
 */
const LONGEST_LESSON_MS = Math.max(...LESSON_DURATIONS_MINUTES) * 60_000;

// Constants as literals, never parameters (prepared-sql.ts); they also match the partial indexes.
const isLive = eq(lessons.deleted, literal(0));
const isNotCancelled = ne(lessons.status, literal('cancelled'));

/** Live lessons overlapping [start, end): not cancelled, not deleted. */
function overlapping(start: Placeholder, end: Placeholder): SQL {
  return and(
    isLive,
    isNotCancelled,
    lt(lessons.start, end),
    gt(lessons.start, sql`${start} - ${literal(LONGEST_LESSON_MS)}`),
    sql`${lessonEnd} > ${start}`,
  )!;
}

function selectWithMembers(db: Db) {
  return db
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

/**
 * The statements of the booking and listing paths, prepared once per database (decision 027):
 * drizzle would otherwise build the SQL and SQLite compile it on every call, which cost more
 * than running them. Optional arguments are placeholders (`NO_LESSON` when there is none), so
 * each query keeps one plan; `EXPLAIN QUERY PLAN` of each is in the decision.
 */
function statements(db: Db) {
  return preparedOnFirstUse({
    byId: () =>
      db
        .select()
        .from(lessons)
        .where(eq(lessons.id, p('id')))
        .prepare(),
    insert: () =>
      db
        .insert(lessons)
        .values({
          id: p('id'),
          tutorId: p('tutorId'),
          studentId: p('studentId'),
          subscriptionId: p('subscriptionId'),
          start: p('start'),
          duration: p('duration'),
          price: p('price'),
          status: p('status'),
          createdAt: p('createdAt'),
          updatedAt: p('updatedAt'),
        })
        .returning()
        .prepare(),
    tutorOverlaps: () =>
      db
        .select()
        .from(lessons)
        .where(
          and(
            eq(lessons.tutorId, p('userId')),
            overlapping(p('start'), p('end')),
            ne(lessons.id, p('exceptId')),
          ),
        )
        .prepare(),
    studentOverlaps: () =>
      db
        .select()
        .from(lessons)
        .where(
          and(
            eq(lessons.studentId, p('userId')),
            overlapping(p('start'), p('end')),
            ne(lessons.id, p('exceptId')),
          ),
        )
        .prepare(),
    studentUpcoming: () =>
      db
        .select()
        .from(lessons)
        .where(
          and(
            eq(lessons.studentId, p('studentId')),
            isLive,
            isNotCancelled,
            ne(lessons.status, literal('fulfilled')),
            gt(lessons.start, sql`${p('now')} - ${literal(LONGEST_LESSON_MS)}`),
            sql`${lessonEnd} > ${p('now')}`,
            ne(lessons.id, p('exceptId')),
          ),
        )
        .prepare(),
    tutorFuturePending: () =>
      db
        .select()
        .from(lessons)
        .where(
          and(
            eq(lessons.tutorId, p('tutorId')),
            isLive,
            eq(lessons.status, literal('pending')),
            gt(lessons.start, p('now')),
          ),
        )
        .orderBy(asc(lessons.start))
        .prepare(),
    hasFulfilled: () =>
      db
        .select({ id: lessons.id })
        .from(lessons)
        .where(
          and(
            eq(lessons.studentId, p('studentId')),
            eq(lessons.tutorId, p('tutorId')),
            eq(lessons.status, literal('fulfilled')),
            isLive,
          ),
        )
        // No LIMIT: get() reads one row, and a LIMIT parameter would re-prepare it every run.
        .prepare(),
    withMembers: () =>
      selectWithMembers(db)
        .where(eq(lessons.id, p('id')))
        .prepare(),
  });
}

/** A page of lessons and their count, prepared once per filter shape (at most 96 of them). */
function listStatements(db: Db, filter: LessonFilter) {
  const where = and(
    isLive,
    filter.tutorId ? eq(lessons.tutorId, p('tutorId')) : undefined,
    filter.studentId ? eq(lessons.studentId, p('studentId')) : undefined,
    filter.memberId
      ? or(eq(lessons.tutorId, p('memberId')), eq(lessons.studentId, p('memberId')))
      : undefined,
    filter.canceled === true ? eq(lessons.status, literal('cancelled')) : undefined,
    filter.canceled === false ? isNotCancelled : undefined,
    // The shared `lessonTimeOf` rule, in SQL (lesson-time-rule.test.ts holds the two together).
    filter.time === 'future' ? gt(lessons.start, p('now')) : undefined,
    filter.time === 'past' ? sql`${lessonEnd} <= ${p('now')}` : undefined,
    filter.time === 'now'
      ? and(lte(lessons.start, p('now')), sql`${lessonEnd} > ${p('now')}`)
      : undefined,
  );
  const order =
    filter.time === 'future' || filter.time === 'now'
      ? [asc(lessons.start), asc(lessons.id)]
      : [desc(lessons.start), desc(lessons.id)];
  return {
    rows: selectWithMembers(db)
      .where(where)
      .orderBy(...order)
      .limit(pagePlaceholder('limit'))
      .offset(pagePlaceholder('offset'))
      .prepare(),
    total: db.select({ n: count() }).from(lessons).where(where).prepare(),
  };
}

/**
 * The first start or end after `now` of one of a user's live lessons (cancelled ones too: they
 * are listed): until then a time filter (`future`, `now`, `past`) keeps the same lessons.
 */
function nextBoundary(db: Db, member: typeof lessons.tutorId | typeof lessons.studentId) {
  const now = p('now');
  return db
    .select({
      at: sql<
        number | null
      >`min(CASE WHEN ${lessons.start} > ${now} THEN ${lessons.start} ELSE ${lessonEnd} END)`,
    })
    .from(lessons)
    .where(
      and(
        eq(member, p('userId')),
        isLive,
        // A lesson that started longer ago than the longest lesson has ended: no index walk past it.
        gt(lessons.start, sql`${now} - ${literal(LONGEST_LESSON_MS)}`),
        sql`${lessonEnd} > ${now}`,
      ),
    )
    .prepare();
}

/** The only code that knows the lessons table. */
export class LessonsRepository {
  private readonly q: ReturnType<typeof statements>;
  private readonly lists = new Map<string, ReturnType<typeof listStatements>>();
  private readonly boundaries: Record<'tutor' | 'student', ReturnType<typeof nextBoundary>>;

  constructor(private readonly db: Db) {
    this.q = statements(db);
    this.boundaries = preparedOnFirstUse({
      tutor: () => nextBoundary(db, lessons.tutorId),
      student: () => nextBoundary(db, lessons.studentId),
    });
  }

  byId(id: string): LessonRow | undefined {
    return this.q.byId.get({ id });
  }

  insert(row: NewLessonRow & { id: string }): LessonRow {
    return this.q.insert.get({
      subscriptionId: null,
      price: 0,
      status: 'pending',
      ...row,
    })!;
  }

  update(id: string, changes: Partial<NewLessonRow>): LessonRow {
    this.db.update(lessons).set(changes).where(eq(lessons.id, id)).run();
    return this.byId(id)!;
  }

  /** A tutor's live lessons overlapping [start, end), except one (a reschedule). */
  tutorOverlaps(tutorId: string, start: number, end: number, exceptId?: string): LessonRow[] {
    return this.q.tutorOverlaps.all({
      userId: tutorId,
      start,
      end,
      exceptId: exceptId ?? NO_LESSON,
    });
  }

  studentOverlaps(studentId: string, start: number, end: number, exceptId?: string): LessonRow[] {
    return this.q.studentOverlaps.all({
      userId: studentId,
      start,
      end,
      exceptId: exceptId ?? NO_LESSON,
    });
  }

  /** A student's booked lessons that have not ended yet. */
  studentUpcoming(studentId: string, now: number, exceptId?: string): LessonRow[] {
    return this.q.studentUpcoming.all({ studentId, now, exceptId: exceptId ?? NO_LESSON });
  }

  /** A tutor's pending lessons that start after `now` (what an availability edit must keep). */
  tutorFuturePending(tutorId: string, now: number): LessonRow[] {
    return this.q.tutorFuturePending.all({ tutorId, now });
  }

  /** Every live fulfilled lesson (the earnings ledger's start-up catch-up, decision 180). */
  /** Fulfilled lessons that earn something (price above zero): only the columns an earning needs. */
  paidFulfilled(): Pick<
    LessonRow,
    'id' | 'tutorId' | 'studentId' | 'price' | 'start' | 'duration'
  >[] {
    return this.db
      .select({
        id: lessons.id,
        tutorId: lessons.tutorId,
        studentId: lessons.studentId,
        price: lessons.price,
        start: lessons.start,
        duration: lessons.duration,
      })
      .from(lessons)
      .where(
        and(
          eq(lessons.status, literal('fulfilled')),
          eq(lessons.deleted, literal(0)),
          gt(lessons.price, literal(0)),
        ),
      )
      .all();
  }

  hasFulfilled(studentId: string, tutorId: string): boolean {
    return this.q.hasFulfilled.get({ studentId, tutorId }) !== undefined;
  }

  withMembers(id: string): LessonWithMembers | undefined {
    return this.q.withMembers.get({ id });
  }

  list(
    filter: LessonFilter,
    page: number,
    size: number,
  ): { rows: LessonWithMembers[]; total: number } {
    const shape = [
      !!filter.tutorId,
      !!filter.studentId,
      !!filter.memberId,
      filter.canceled,
      filter.time,
    ].join(':');
    let prepared = this.lists.get(shape);
    if (!prepared) {
      prepared = listStatements(this.db, filter);
      this.lists.set(shape, prepared);
    }
    // Placeholders a shape does not use are ignored.
    const values = {
      tutorId: filter.tutorId ?? null,
      studentId: filter.studentId ?? null,
      memberId: filter.memberId ?? null,
      now: filter.now,
    };
    const offset = (page - 1) * size;
    const rows = prepared.rows.all({ ...values, limit: size, offset });
    // A page that is not full but not empty is the last one: the total follows without a count.
    const last = rows.length > 0 && rows.length < size;
    const total = last ? offset + rows.length : prepared.total.get(values)!.n;
    return { rows, total };
  }

  /** The first start or end after `now` among the live lessons of a tutor or student, if any. */
  nextBoundary(side: 'tutor' | 'student', userId: string, now: number): number | null {
    return this.boundaries[side].get({ userId, now })?.at ?? null;
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
}
