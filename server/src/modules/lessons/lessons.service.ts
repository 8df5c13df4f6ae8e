import { AppError, byGender, isAdmin, type LessonCanceledBy, type LessonDto } from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../kernel/caller.ts';
import type { ChangeClock } from '../../kernel/change-clock.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { DomainEvents, EventBus } from '../../kernel/event-bus.ts';
import { newId } from '../../kernel/ids.ts';
import type { AvailabilityRepository } from '../availability/index.ts';
import type { LessonJobs } from '../jobs/jobs.port.ts';
import type { LessonAttendance } from '../sessions/index.ts';
import type { SubscriptionsService } from '../subscriptions/index.ts';
import type { UsersRepository } from '../users/index.ts';
import { checkSlot, checkStudent, checkTutor, type CallCalendar } from './booking-rules.ts';
import { groupCommitFor, type GroupCommit } from '../../kernel/group-commit.ts';
import { lessonPrice } from './lesson-price.ts';
import { toLessonDto } from './lessons.dto.ts';
import type {
  LessonFilter,
  LessonRow,
  LessonWithMembers,
  LessonsRepository,
  MemberRow,
} from './lessons.repository.ts';
import type { LessonListCache } from './list-cache.ts';
import { constraintError } from '../../kernel/db-errors.ts';

export interface LessonsServiceDeps {
  db: Db;
  lessons: LessonsRepository;
  calls: CallCalendar;
  availability: AvailabilityRepository;
  users: UsersRepository;
  subscriptionsService: SubscriptionsService;
  lessonJobs: LessonJobs;
  clock: Clock;
  changeClock: ChangeClock;
  bus: EventBus;
  listCache: LessonListCache;
  /** Whether the tutor joined a lesson's session, asked at its end (decision 240). */
  attendance: LessonAttendance;
}

type ListFilter = Omit<LessonFilter, 'now'>;

export interface BookInput {
  tutorId: string;
  start: number;
  duration: number;
}

/** What a lesson shows of its tutor and student. */
const member = ({ id, name, image }: MemberRow): MemberRow => ({ id, name, image });

/** The partial unique indexes are the last line of defence; they name the clashing side. */
function clash(error: unknown): never {
  throw constraintError(error, {
    unique: (e) => (e.message.includes('tutor_id') ? 'busy-tutor' : 'conflicting-lessons'),
    foreignKey: 'tutor-not-found',
  });
}

/**
 * Why a lesson ended cancelled by its tutor: they never joined it (decision 240). Shown where a
 * cancel reason shows (the admin's tutor activity); in the tutor's gender when known.
 */
export const tutorAbsentReason = byGender('المدرّسة ما دخلتش الحصة', 'المدرّس ما دخلش الحصة');

/** Booking, moving, cancelling and reading lessons. */
export class LessonsService {
  private readonly groupCommit: GroupCommit;

  constructor(private readonly deps: LessonsServiceDeps) {
    this.groupCommit = groupCommitFor(deps.db);
  }

  get(id: string): LessonRow | null {
    const lesson = this.deps.lessons.byId(id);
    return lesson && !lesson.deleted ? lesson : null;
  }

  isMember(lessonId: string, userId: string): boolean {
    const lesson = this.get(lessonId);
    return !!lesson && (lesson.tutorId === userId || lesson.studentId === userId);
  }

  hasFulfilledLesson(studentId: string, tutorId: string): boolean {
    return this.deps.lessons.hasFulfilled(studentId, tutorId);
  }

  /** A lesson its members and admins may read. */
  readable(caller: Caller, id: string) {
    const found = this.deps.lessons.withMembers(id);
    if (!found || found.lesson.deleted) throw new AppError('lesson-not-found');
    const { lesson } = found;
    if (!isAdmin(caller.role) && lesson.tutorId !== caller.id && lesson.studentId !== caller.id)
      throw new AppError('forbidden');
    return found;
  }

  /**
   * A lesson as one of its members reads it (the tutor sees the price, the student does not):
   * what a lesson event carries to each of them, so no screen asks again. Null once it is gone.
   */
  memberView(lessonId: string, memberId: string): LessonDto | null {
    const found = this.deps.lessons.withMembers(lessonId);
    if (!found || found.lesson.deleted) return null;
    const { tutorId, studentId } = found.lesson;
    if (memberId !== tutorId && memberId !== studentId) return null;
    return toLessonDto(found, { id: memberId, role: memberId === tutorId ? 'Tutor' : 'Student' });
  }

  /**
   * A page of the caller's lessons (admins: everyone's) as the serialised `{ list, total }`.
   * A student's or tutor's answer is kept until one of their lessons or anyone's profile changes,
   * or, with a time filter, until one of their lessons starts or ends (decision 100).
   */
  listJson(caller: Caller, filter: ListFilter, page: number, size: number): string {
    const now = this.deps.clock.now();
    const side = caller.role === 'Student' ? 'student' : caller.role === 'Tutor' ? 'tutor' : null;
    if (!side) return this.render(caller, filter, page, size, now);
    const { canceled, time, tutorId, studentId } = filter;
    const key = [caller.role, page, size, canceled, time, tutorId, studentId].join(' ');
    const cached = this.deps.listCache.get(caller.id, key, now);
    if (cached !== undefined) return cached;
    const body = this.render(caller, filter, page, size, now);
    const until = time
      ? (this.deps.lessons.nextBoundary(side, caller.id, now) ?? Infinity)
      : Infinity;
    this.deps.listCache.set(caller.id, key, { body, from: time ? now : -Infinity, until });
    return body;
  }

  private render(caller: Caller, filter: ListFilter, page: number, size: number, now: number) {
    const scoped: LessonFilter = { ...filter, now };
    if (caller.role === 'Student') scoped.studentId = caller.id;
    else if (caller.role === 'Tutor') scoped.tutorId = caller.id;
    else if (!isAdmin(caller.role)) throw new AppError('forbidden');
    const { rows, total } = this.deps.lessons.list(scoped, page, size);
    return JSON.stringify({ list: rows.map((r) => toLessonDto(r, caller)), total });
  }

  /**
   * Book under every rule of decision 021. The checks, the insert and the lesson's jobs run as
   * one unit inside an immediate transaction shared with the other bookings of this turn of the
   * event loop (group commit, decision 028); the answer comes once the lesson is on disk.
   */
  async book(caller: Caller, input: BookInput): Promise<LessonWithMembers> {
    if (caller.role !== 'Student') throw new AppError('forbidden');
    const { users } = this.deps;
    const student = checkStudent(users.byId(caller.id));
    let booked: LessonWithMembers;
    try {
      booked = await this.groupCommit.run(() => {
        const tutor = checkTutor(users.byId(input.tutorId));
        const { subscriptionId } = checkSlot(this.deps, { student, tutor, ...input });
        const now = this.deps.clock.now();
        const row = this.deps.lessons.insert({
          id: newId(),
          tutorId: tutor.id,
          studentId: student.id,
          subscriptionId,
          start: input.start,
          duration: input.duration,
          price: lessonPrice(input.duration),
          status: 'pending',
          createdAt: now,
          updatedAt: this.deps.changeClock.next(),
        });
        this.deps.lessonJobs.schedule(row, { replacing: false });
        // The answer is built from the rows in hand rather than read back.
        return { lesson: row, tutor: member(tutor), student: member(student) };
      });
    } catch (error) {
      clash(error);
    }
    this.announce('lesson-booked', booked.lesson);
    return booked;
  }

  /** Move a lesson under the same rules as a booking; its student or an admin may. */
  reschedule(caller: Caller, id: string, change: { start?: number; duration?: number }): LessonRow {
    const current = this.changeable(caller, id);
    if (caller.role === 'Tutor') throw new AppError('forbidden');
    const start = change.start ?? current.start;
    const duration = change.duration ?? current.duration;
    let lesson: LessonRow;
    try {
      lesson = this.deps.db.transaction(
        () => {
          const student = this.deps.users.byId(current.studentId)!;
          const tutor = checkTutor(this.deps.users.byId(current.tutorId));
          const { subscriptionId } = checkSlot(this.deps, {
            student,
            tutor,
            start,
            duration,
            exceptLessonId: current.id,
          });
          const row = this.deps.lessons.update(current.id, {
            start,
            duration,
            subscriptionId,
            price: lessonPrice(duration),
            updatedAt: this.deps.changeClock.next(),
          });
          this.deps.lessonJobs.schedule(row, { replacing: true });
          return row;
        },
        { behavior: 'immediate' },
      );
    } catch (error) {
      clash(error);
    }
    this.announce('lesson-rebooked', lesson);
    return lesson;
  }

  /**
   * Cancel before the start. Who cancels is recorded (tutor, student, or "self" for the platform:
   * an admin); minutes come back when the student cancels at least two hours ahead or the tutor
   * or the platform cancels (decision 022).
   */
  cancel(caller: Caller, id: string, reason?: string): LessonRow {
    const current = this.changeable(caller, id);
    const canceledBy: LessonCanceledBy =
      current.studentId === caller.id
        ? 'student'
        : current.tutorId === caller.id
          ? 'tutor'
          : 'self';
    const lesson = this.deps.db.transaction(
      () => this.cancelRow(current, canceledBy, canceledBy === 'self' ? (reason ?? null) : null),
      { behavior: 'immediate' },
    );
    this.announceCanceled(lesson, canceledBy);
    return lesson;
  }

  /**
   * The one write of a cancel (inside the caller's transaction): who cancelled, when and why, and
   * the lesson's jobs skipped. Its minutes come back by the quota rule (decision 022).
   */
  private cancelRow(
    current: LessonRow,
    canceledBy: LessonCanceledBy,
    cancelReason: string | null,
  ): LessonRow {
    const row = this.deps.lessons.update(current.id, {
      status: 'cancelled',
      canceledBy,
      canceledAt: this.deps.clock.now(),
      cancelReason,
      updatedAt: this.deps.changeClock.next(),
    });
    this.deps.lessonJobs.unschedule(row.id);
    return row;
  }

  /** After the commit: the members, their schedules and their messages hear of it (decision 237). */
  private announceCanceled(lesson: LessonRow, canceledBy: LessonCanceledBy): void {
    this.deps.bus.publish('lesson-canceled', {
      lessonId: lesson.id,
      tutorId: lesson.tutorId,
      studentId: lesson.studentId,
      canceledBy,
    });
    this.syncChanged(lesson);
  }

  /** Admin soft delete: the row stays as a tombstone for sync; its minutes come back. */
  remove(caller: Caller, id: string): void {
    if (!isAdmin(caller.role)) throw new AppError('forbidden');
    const current = this.get(id);
    if (!current) throw new AppError('lesson-not-found');
    this.deps.db.transaction(
      () => {
        this.deps.lessons.update(id, { deleted: true, updatedAt: this.deps.changeClock.next() });
        this.deps.lessonJobs.unschedule(id);
      },
      { behavior: 'immediate' },
    );
    if (current.status === 'pending')
      this.deps.bus.publish('lesson-canceled', {
        lessonId: id,
        tutorId: current.tutorId,
        studentId: current.studentId,
        canceledBy: 'self',
      });
    this.syncChanged(current);
  }

  /** A pending lesson that has not started, which the caller (member or admin) may change. */
  private changeable(caller: Caller, id: string): LessonRow {
    const lesson = this.get(id);
    if (!lesson) throw new AppError('lesson-not-found');
    const member = lesson.tutorId === caller.id || lesson.studentId === caller.id;
    if (!member && !isAdmin(caller.role)) throw new AppError('forbidden');
    // Spec §8 names the time case; a lesson already cancelled or fulfilled is an illegal move.
    if (lesson.start <= this.deps.clock.now()) throw new AppError('lesson-time-passed');
    if (lesson.status !== 'pending') throw new AppError('illegal');
    return lesson;
  }

  private announce(event: 'lesson-booked' | 'lesson-rebooked', lesson: LessonRow): void {
    this.deps.bus.publish(event, {
      lessonId: lesson.id,
      tutorId: lesson.tutorId,
      studentId: lesson.studentId,
    });
    this.syncChanged(lesson);
  }

  /** Fulfilled lessons that earn (price above zero), as their `lesson-fulfilled` facts. */
  fulfilledLessons(): DomainEvents['lesson-fulfilled'][] {
    return this.deps.lessons.paidFulfilled().map((l) => ({
      lessonId: l.id,
      tutorId: l.tutorId,
      studentId: l.studentId,
      price: l.price,
      start: l.start,
      duration: l.duration,
    }));
  }

  /**
   * A lesson's clock moved it (its start and end jobs): the lessons area writes its own table and
   * tells sync. The jobs decide when; this decides how.
   */
  moveStatus(lesson: LessonRow, to: 'happening' | 'fulfilled'): void {
    if (to === 'fulfilled') {
      this.end(lesson);
      return;
    }
    this.deps.db.transaction(
      () => {
        this.deps.lessons.update(lesson.id, {
          status: to,
          updatedAt: this.deps.changeClock.next(),
        });
      },
      { behavior: 'immediate' },
    );
    this.syncChanged(lesson);
  }

  /**
   * A lesson's end (decision 240): a lesson its tutor never joined is cancelled by the tutor, with
   * the reason and no earning, and the student's minutes come back; otherwise it is fulfilled
   * and earns, even when only the tutor came. The attendance is read in the same transaction as
   * the status change; a lesson already ended (the job run twice) is left as it is.
   */
  private end(lesson: LessonRow): void {
    const outcome = this.deps.db.transaction(
      () => {
        const current = this.deps.lessons.byId(lesson.id);
        if (!current || current.deleted || current.start !== lesson.start) return null;
        if (current.status === 'fulfilled' || current.status === 'cancelled') return null;
        if (!this.deps.attendance.joinedLesson(current.id, current.tutorId)) {
          const tutor = this.deps.users.byId(current.tutorId);
          const reason = tutorAbsentReason(tutor);
          return { canceled: this.cancelRow(current, 'tutor', reason) };
        }
        this.deps.lessons.update(current.id, {
          status: 'fulfilled',
          updatedAt: this.deps.changeClock.next(),
        });
        // The earning is written by its listener in this same transaction (decision 180).
        this.deps.bus.publish('lesson-fulfilled', {
          lessonId: current.id,
          tutorId: current.tutorId,
          studentId: current.studentId,
          price: current.price,
          start: current.start,
          duration: current.duration,
        });
        return { fulfilled: current };
      },
      { behavior: 'immediate' },
    );
    if (outcome?.canceled) this.announceCanceled(outcome.canceled, 'tutor');
    else if (outcome?.fulfilled) this.syncChanged(outcome.fulfilled);
  }

  private syncChanged(lesson: LessonRow): void {
    this.deps.bus.publish('sync-changed', {
      collection: 'lessons',
      userIds: [lesson.tutorId, lesson.studentId],
    });
  }
}
