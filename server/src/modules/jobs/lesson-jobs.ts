import { LESSON_REMINDER_MINUTES_BEFORE } from '@kalam/shared';
import type { Clock } from '../../kernel/clock.ts';
import type { Logger } from '../../kernel/logger.ts';
import type { UsersRepository } from '../users/index.ts';
import type { LessonRow, LessonTimeline } from '../lessons/lessons.port.ts';
import type { JobsRepository } from './jobs.repository.ts';
import type { NoticeJobs } from './notice-jobs.ts';
import type { JobRunner } from './jobs.runner.ts';
import { canceledMessage, reminderMessage, tutorAbsentMessage } from './reminder-message.ts';

export interface LessonJobsDeps {
  jobs: JobsRepository;
  /** Lessons are written by their own area: the jobs only say when. */
  lessons: LessonTimeline;
  users: UsersRepository;
  clock: Clock;
  log: Logger;
  /** A cancellation's word goes as a notice job: once, tried again if a send fails (decision 285). */
  notices: NoticeJobs;
}

const prefix = (lessonId: string) => `lesson:${lessonId}:`;

/** Cancelled by the tutor at or after its end: the tutor never joined it (decision 240). */
function tutorWasAbsent(lesson: LessonRow): boolean {
  const end = lesson.start + lesson.duration * 60_000;
  return (
    lesson.status === 'cancelled' &&
    lesson.canceledBy === 'tutor' &&
    lesson.canceledAt !== null &&
    lesson.canceledAt >= end
  );
}

/**
 * A lesson's jobs: reminders a day and an hour before, then pending → happening at its start and
 * → fulfilled at its end. Keys carry the start, so a moved lesson gets fresh jobs and the old
 * ones are skipped; each handler re-reads the lesson and does nothing when it no longer fits.
 */
export class LessonJobs {
  constructor(private readonly deps: LessonJobsDeps) {}

  /**
   * Call inside the booking transaction, so a booked lesson always has its jobs. A moved lesson
   * (`replacing`) first skips the jobs of its old time; a new one has none to skip.
   */
  schedule(lesson: LessonRow, options: { replacing: boolean }): void {
    const { jobs, clock } = this.deps;
    const now = clock.now();
    if (options.replacing) jobs.skipPending(prefix(lesson.id), now);
    const base = `${prefix(lesson.id)}${lesson.start}:`;
    const payload = { lessonId: lesson.id, start: lesson.start };
    for (const minutes of LESSON_REMINDER_MINUTES_BEFORE) {
      const runAt = lesson.start - minutes * 60_000;
      // A reminder "tomorrow" makes no sense for a lesson booked two hours ahead.
      if (runAt > now)
        jobs.enqueue(
          {
            kind: 'lesson-reminder',
            key: `${base}remind-${minutes}`,
            payload: { ...payload, minutes },
            runAt,
          },
          now,
        );
    }
    jobs.enqueue({ kind: 'lesson-start', key: `${base}start`, payload, runAt: lesson.start }, now);
    jobs.enqueue(
      {
        kind: 'lesson-end',
        key: `${base}end`,
        payload,
        runAt: lesson.start + lesson.duration * 60_000,
      },
      now,
    );
  }

  unschedule(lessonId: string): void {
    this.deps.jobs.skipPending(prefix(lessonId), this.deps.clock.now());
  }

  register(runner: JobRunner): void {
    runner.register('lesson-start', (p) => this.transition(p, 'happening'));
    runner.register('lesson-end', (p) => this.transition(p, 'fulfilled'));
    runner.register('lesson-reminder', (p) => this.remind(p));
  }

  /** The lesson the job was made for, or nothing when it was cancelled, deleted or moved. */
  private current(payload: Record<string, unknown>): LessonRow | undefined {
    const lesson = this.deps.lessons.byId(String(payload.lessonId));
    if (!lesson || lesson.deleted || lesson.status === 'cancelled') return undefined;
    if (lesson.start !== payload.start) return undefined;
    return lesson;
  }

  private transition(payload: Record<string, unknown>, to: 'happening' | 'fulfilled'): void {
    const lesson = this.current(payload);
    if (!lesson) return;
    const now = this.deps.clock.now();
    const end = lesson.start + lesson.duration * 60_000;
    // Never backwards: a missed start job that runs after the end leaves it to the end job.
    if (to === 'happening' && (lesson.status !== 'pending' || now >= end)) return;
    if (to === 'fulfilled' && lesson.status === 'fulfilled') return;
    this.deps.lessons.moveStatus(lesson, to);
  }

  private remind(payload: Record<string, unknown>): void {
    const lesson = this.current(payload);
    if (!lesson || lesson.status !== 'pending' || lesson.start <= this.deps.clock.now()) return;
    const tutor = this.deps.users.byId(lesson.tutorId);
    const student = this.deps.users.byId(lesson.studentId);
    if (!tutor || !student) return;
    // One notice job each: a send that fails is tried again for that person alone.
    for (const [person, other] of [
      [student, tutor],
      [tutor, student],
    ] as const)
      this.deps.notices.send(
        `lesson:${lesson.id}:${lesson.start}:remind-${String(payload.minutes)}`,
        person.id,
        reminderMessage(lesson, person, other, Number(payload.minutes)),
      );
  }

  /**
   * A cancelled lesson reaches the member who did not cancel it (both, when the platform did)
   * by e-mail and their chat app: the realtime toast only reaches an open app (decision 237).
   * A lesson cancelled at its end because its tutor never came reaches both (decision 240).
   */
  notifyCanceled(event: { lessonId: string; canceledBy: string }): void {
    const lesson = this.deps.lessons.byId(event.lessonId);
    if (!lesson) return;
    const absent = tutorWasAbsent(lesson);
    if (!absent && lesson.start <= this.deps.clock.now()) return;
    const tutor = this.deps.users.byId(lesson.tutorId);
    const student = this.deps.users.byId(lesson.studentId);
    if (!tutor || !student) return;
    // A lesson is cancelled once: its key is the lesson's.
    const key = `lesson:${lesson.id}:canceled`;
    if (absent) {
      for (const [person, other] of [
        [student, tutor],
        [tutor, student],
      ] as const)
        this.deps.notices.send(key, person.id, tutorAbsentMessage(lesson, person, other));
      return;
    }
    const told = [
      ...(event.canceledBy !== 'student' ? [[student, tutor] as const] : []),
      ...(event.canceledBy !== 'tutor' ? [[tutor, student] as const] : []),
    ];
    for (const [person, other] of told)
      this.deps.notices.send(key, person.id, canceledMessage(lesson, person, other));
  }
}
