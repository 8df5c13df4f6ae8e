import {
  AppError,
  DEFAULT_TUTOR_NOTICE_MINUTES,
  MAX_BOOKED_LESSONS_AT_A_TIME,
  bookingWeek,
  hasTwoNameParts,
  covers,
} from '@kalam/shared';
import type { Clock } from '../../kernel/clock.ts';
import type { AvailabilityRepository } from '../availability/index.ts';
import type { SubscriptionsService } from '../subscriptions/index.ts';
import type { UsersRepository, UserRow } from '../users/index.ts';
import type { LessonsRepository } from './lessons.repository.ts';
import { lastWeekCache } from '../../kernel/week-cache.ts';

const currentBookingWeek = lastWeekCache((instant) => bookingWeek(instant));

/** Interviews and demo sessions, owned by the onboarding area (decision 112). */
export interface CallCalendar {
  hasCallDuring(userId: string, start: number, end: number): boolean;
}

export interface BookingRulesDeps {
  lessons: LessonsRepository;
  /** A pending interview or demo session keeps its members' time like a lesson does. */
  calls: CallCalendar;
  availability: AvailabilityRepository;
  users: UsersRepository;
  subscriptionsService: SubscriptionsService;
  clock: Clock;
}

export interface SlotRequest {
  student: UserRow;
  tutor: UserRow;
  start: number;
  duration: number;
  /** The lesson being moved: it neither conflicts with itself nor uses minutes twice. */
  exceptLessonId?: string;
}

/** The student may book: verified e-mail and phone, a name of two parts. */
export function checkStudent(student: UserRow | undefined): UserRow {
  if (!student || student.role !== 'Student' || student.deleted) throw new AppError('forbidden');
  if (!student.verifiedEmail) throw new AppError('unverified-email');
  if (!student.verifiedPhone) throw new AppError('unverified-phone');
  if (!hasTwoNameParts(student.name)) throw new AppError('api-invalid-user-name');
  return student;
}

/** The tutor exists and may receive bookings: verified e-mail and phone, activated. */
export function checkTutor(tutor: UserRow | undefined): UserRow {
  if (!tutor || tutor.role !== 'Tutor' || tutor.deleted) throw new AppError('tutor-not-found');
  if (!tutor.verifiedEmail || !tutor.verifiedPhone || !tutor.activated)
    throw new AppError('inactive-tutor');
  return tutor;
}

/**
 * Every rule a booked time must meet, in the order a student meets them (decision 021). Run it
 * inside the booking's immediate transaction: what it reads cannot change before the insert.
 * Answers the subscription that pays for the lesson.
 */
export function checkSlot(
  deps: BookingRulesDeps,
  request: SlotRequest,
): { subscriptionId: string } {
  const { student, tutor, start, duration, exceptLessonId } = request;
  const now = deps.clock.now();
  const end = start + duration * 60_000;
  const subscription = deps.subscriptionsService.activeFor(student.id, now);
  if (!subscription) throw new AppError('subscription-required');
  const week = currentBookingWeek(now);
  if (start < week.start || end > week.end) throw new AppError('week-boundaries-violation');
  const notice = deps.users.tutor(tutor.id)?.notice ?? DEFAULT_TUTOR_NOTICE_MINUTES;
  if (start < now + notice * 60_000) throw new AppError('lesson-time-passed');
  // The plan that pays is the one running when the lesson starts (it may end mid-week).
  const paying = deps.subscriptionsService.activeFor(student.id, start);
  if (!paying) throw new AppError('subscription-required');
  if (!covers(deps.availability.template(tutor.id), start, duration, tutor.timeZone))
    throw new AppError('outside-availability');
  const tutorClash = deps.lessons.tutorOverlaps(tutor.id, start, end, exceptLessonId);
  if (tutorClash.length > 0 || deps.calls.hasCallDuring(tutor.id, start, end))
    throw new AppError('busy-tutor');
  if (
    deps.lessons.studentOverlaps(student.id, start, end, exceptLessonId).length > 0 ||
    deps.calls.hasCallDuring(student.id, start, end)
  )
    throw new AppError('conflicting-lessons');
  if (
    deps.lessons.studentUpcoming(student.id, now, exceptLessonId).length >=
    MAX_BOOKED_LESSONS_AT_A_TIME
  )
    throw new AppError('reached-booking-limit');
  const quota = deps.subscriptionsService.remaining(paying, start, exceptLessonId);
  if (quota.remainingMinutes < duration) throw new AppError('no-enough-minutes');
  return { subscriptionId: paying.id };
}
