import {
  FREE_CANCELLATION_MINUTES,
  tutorNeverCame,
  type LessonDto,
  type UserRole,
} from '@kalam/shared';

/**
 * What a person may do with a lesson and how it reads, from the server's rules: decisions 021
 * (only a pending lesson that has not started changes; the tutor may cancel, not move) and 022
 * (a student's cancellation two hours ahead or more gives the minutes back).
 */
export type LessonPhase = 'upcoming' | 'live' | 'ended' | 'cancelled';

export function phaseOf(
  lesson: Pick<LessonDto, 'status' | 'start' | 'end'>,
  now: number,
): LessonPhase {
  if (lesson.status === 'cancelled') return 'cancelled';
  if (lesson.status === 'fulfilled' || Date.parse(lesson.end) <= now) return 'ended';
  if (lesson.status === 'happening' || Date.parse(lesson.start) <= now) return 'live';
  return 'upcoming';
}

/** Cancel: its student or tutor, while it is pending and has not started. */
export function canCancel(lesson: Pick<LessonDto, 'status' | 'start'>, now: number): boolean {
  return lesson.status === 'pending' && Date.parse(lesson.start) > now;
}

/** Move: the student only (the tutor cancels instead), under the same condition. */
export function canMove(
  lesson: Pick<LessonDto, 'status' | 'start'>,
  role: UserRole | undefined,
  now: number,
): boolean {
  return role === 'Student' && canCancel(lesson, now);
}

/**
 * The student rates a lesson that took place in its room, whose «ended» screen offers the rating
 * (decision 093); the lesson's page leads there, for whoever left the dialog for later.
 */
export function mayRate(
  lesson: Pick<LessonDto, 'status' | 'start' | 'end'>,
  role: UserRole | undefined,
  now: number,
): boolean {
  return role === 'Student' && phaseOf(lesson, now) === 'ended';
}

/**
 * Cancelling now gives the student's minutes back (always, when the tutor cancels). `freeMinutes`:
 * the free-cancellation window in force (`useFreeCancellation`, decision 275).
 */
export function cancelGivesMinutesBack(
  lesson: Pick<LessonDto, 'start'>,
  role: UserRole | undefined,
  now: number,
  freeMinutes: number = FREE_CANCELLATION_MINUTES,
): boolean {
  return role !== 'Student' || Date.parse(lesson.start) - now >= freeMinutes * 60_000;
}

/**
 * A cancelled lesson's minutes, as the student reads it afterwards: `counted` when she cancelled
 * it less than the free-cancellation window ahead (decision 022; `freeMinutes` is the window
 * in force, as the server counts it: decision 275), `back` otherwise (and always when the tutor
 * or the platform cancelled); null for the tutor and for a lesson that is not cancelled.
 */
export function cancelledMinutes(
  lesson: Pick<LessonDto, 'status' | 'start' | 'canceledAt' | 'canceledBy'>,
  role: UserRole | undefined,
  freeMinutes: number = FREE_CANCELLATION_MINUTES,
): 'counted' | 'back' | null {
  if (role !== 'Student' || lesson.status !== 'cancelled' || !lesson.canceledAt) return null;
  const late = Date.parse(lesson.start) - Date.parse(lesson.canceledAt) < freeMinutes * 60_000;
  return lesson.canceledBy === 'student' && late ? 'counted' : 'back';
}

/**
 * Who cancelled, from where the viewer stands; `absent` when nobody did: the tutor never came
 * and the server cancelled it at its end (decisions 240, 242).
 */
export function cancelledBy(
  lesson: Pick<LessonDto, 'status' | 'canceledBy' | 'canceledAt' | 'end'>,
  role: UserRole | undefined,
): 'you' | 'other' | 'platform' | 'absent' | null {
  if (!lesson.canceledBy) return null;
  if (tutorNeverCame(lesson)) return 'absent';
  if (lesson.canceledBy === 'self') return 'platform';
  const mine = role === 'Student' ? 'student' : 'tutor';
  return lesson.canceledBy === mine ? 'you' : 'other';
}

/** The other member: the tutor for a student, the student for the tutor. */
export function counterpartOf(
  lesson: Pick<LessonDto, 'tutor' | 'student'>,
  role: UserRole | undefined,
) {
  return role === 'Tutor' ? lesson.student : lesson.tutor;
}

// The room's rules live in lib: the dashboards offer the room too.
export { roomLink, roomOpen } from '../../lib/lesson-room.ts';
