import { z } from 'zod';
import {
  LESSON_CANCELED_BY,
  LESSON_STATUSES,
  LESSON_TIME_FILTERS,
  PLAN_PERIODS,
  SUBSCRIPTION_STATUSES,
} from '../enums.ts';
import { idSchema, pagingQuerySchema } from '../schemas/common.ts';
import {
  availabilityTemplateSchema,
  lessonDurationSchema,
  lessonStartSchema,
} from '../schemas/scheduling.ts';

/**
 * The tutor's earning for a lesson, in hundredths of EGP per minute taught: 1.50 EGP a minute
 * (22.50 for 15 minutes, 45.00 for 30). Fixed at booking and kept on the lesson. Decision 023.
 */
export const TUTOR_EARNING_PER_MINUTE = 150;
/**
 * A lesson cancelled at least this long before it starts gives its minutes back (decision 022):
 * the shipped default of the platform setting `freeCancellationMinutes`; screens read the value
 * in force from `GET /sub/current` and fall back to this one only before its first answer.
 */
export const FREE_CANCELLATION_MINUTES = 120;

// ---------- Availability ----------
export const availabilitySlotDtoSchema = z.object({
  id: z.string(),
  tutorId: z.string(),
  weekday: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
});
export type AvailabilitySlotDto = z.infer<typeof availabilitySlotDtoSchema>;

export const availabilityDtoSchema = z.object({
  tutorId: z.string(),
  timeZone: z.string(),
  slots: z.array(availabilitySlotDtoSchema),
});
export type AvailabilityDto = z.infer<typeof availabilityDtoSchema>;

export const availabilityQuerySchema = z.object({ tutorId: idSchema.optional() });
export const availabilityBodySchema = z.object({ slots: availabilityTemplateSchema }).strict();
export type AvailabilityBody = z.input<typeof availabilityBodySchema>;

// ---------- Subscriptions ----------
export const subscriptionDtoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  planId: z.string(),
  period: z.enum(PLAN_PERIODS),
  weeklyMinutes: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  source: z.enum(['admin', 'payment', 'trial']),
  transactionId: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriptionDto = z.infer<typeof subscriptionDtoSchema>;

export const userSubscriptionDtoSchema = subscriptionDtoSchema.extend({
  remainingMinutes: z.number().int(),
  usedMinutes: z.number().int(),
  quotaWeekStart: z.string(),
  nextRenewal: z.string(),
  lessonsUsed: z.number().int(),
  maxLessons: z.number().int().nullable(),
});
export type UserSubscriptionDto = z.infer<typeof userSubscriptionDtoSchema>;
/** GET /sub/current: the running plan, or null (no plan is an answer, not a missing thing). */
export const currentSubscriptionDtoSchema = z.object({
  subscription: userSubscriptionDtoSchema.nullable(),
  /** When what is paid for ends, renewals queued after the running plan included. */
  paidThrough: z.string().nullable(),
  /**
   * The free-cancellation window in force (decision 022, a platform setting since 191): a
   * student who cancels at least this many minutes ahead gets the minutes back. The screens say
   * it from here, so an admin's change reaches them (decision 275).
   */
  freeCancellationMinutes: z.number().int().nonnegative(),
});
export type CurrentSubscriptionDto = z.infer<typeof currentSubscriptionDtoSchema>;

export const grantSubscriptionBodySchema = z
  .object({ userId: idSchema, planId: idSchema, period: z.enum(PLAN_PERIODS) })
  .strict();
export type GrantSubscriptionBody = z.input<typeof grantSubscriptionBodySchema>;

// ---------- Lessons ----------
export const lessonMemberDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});

export const lessonDtoSchema = z.object({
  id: z.string(),
  tutorId: z.string(),
  studentId: z.string(),
  tutor: lessonMemberDtoSchema,
  student: lessonMemberDtoSchema,
  start: z.string(),
  end: z.string(),
  duration: z.number().int(),
  /** The tutor's earning in hundredths; null for the student. */
  price: z.number().int().nullable(),
  status: z.enum(LESSON_STATUSES),
  canceledBy: z.enum(LESSON_CANCELED_BY).nullable(),
  canceledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LessonDto = z.infer<typeof lessonDtoSchema>;

/**
 * A lesson its tutor never came to: at its end the server cancels it on the tutor's behalf
 * (`canceledBy: 'tutor'`, cancelled at or after the end — a tutor can only cancel before the
 * start). Decision 240; said as what happened, not as «the tutor cancelled it» (decision 242).
 */
export function tutorNeverCame(
  lesson: Pick<LessonDto, 'status' | 'canceledBy' | 'canceledAt' | 'end'>,
): boolean {
  return (
    lesson.status === 'cancelled' &&
    lesson.canceledBy === 'tutor' &&
    lesson.canceledAt !== null &&
    Date.parse(lesson.canceledAt) >= Date.parse(lesson.end)
  );
}

export const bookLessonBodySchema = z
  .object({ tutorId: idSchema, start: lessonStartSchema, duration: lessonDurationSchema })
  .strict();
export type BookLessonBody = z.input<typeof bookLessonBodySchema>;

export const updateLessonBodySchema = z
  .object({
    id: idSchema,
    start: lessonStartSchema.optional(),
    duration: lessonDurationSchema.optional(),
    cancel: z.literal(true, { error: 'invalid-type' }).optional(),
    /** An admin's reason for cancelling (kept on the lesson and in the audit log). */
    reason: z.string().trim().min(3, 'invalid-type').max(300, 'invalid-type').optional(),
  })
  .strict();
export type UpdateLessonBody = z.input<typeof updateLessonBodySchema>;

const booleanQuery = z
  .enum(['true', 'false'], { error: 'invalid-type' })
  .transform((v) => v === 'true');

export const lessonListQuerySchema = pagingQuerySchema.extend({
  canceled: booleanQuery.optional(),
  time: z.enum(LESSON_TIME_FILTERS, { error: 'invalid-type' }).optional(),
  tutorId: idSchema.optional(),
  studentId: idSchema.optional(),
});
export type LessonListQuery = z.input<typeof lessonListQuerySchema>;

// ---------- Stats ----------
export const attendedStatsDtoSchema = z.object({
  lessons: z.number().int(),
  minutes: z.number().int(),
  weekLessons: z.number().int(),
  weekMinutes: z.number().int(),
});

export const tutorStatsDtoSchema = z.object({
  tutorId: z.string(),
  lessonsTaught: z.number().int(),
  minutesTaught: z.number().int(),
  upcomingLessons: z.number().int(),
  /** Cancelled by the tutor before the start; a lesson they never came to is `tutorAbsent`. */
  cancelledByTutor: z.number().int(),
  cancelledByStudent: z.number().int(),
  /** Lessons the tutor never came to (`tutorNeverCame`, decision 247). */
  tutorAbsent: z.number().int(),
  students: z.number().int(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  earnings: z.number().int(),
});
export type TutorStatsDto = z.infer<typeof tutorStatsDtoSchema>;

export const studentStatsDtoSchema = z.object({
  studentId: z.string(),
  lessonsTaken: z.number().int(),
  minutesTaken: z.number().int(),
  upcomingLessons: z.number().int(),
  cancelledByStudent: z.number().int(),
  cancelledByTutor: z.number().int(),
  /** Lessons whose tutor never came (`tutorNeverCame`, decision 247). */
  tutorAbsent: z.number().int(),
  tutors: z.number().int(),
  remainingMinutes: z.number().int().nullable(),
});
export type StudentStatsDto = z.infer<typeof studentStatsDtoSchema>;

export const tutorActivityDtoSchema = z.object({
  tutorId: z.string(),
  days: z.array(
    z.object({ date: z.string(), lessons: z.number().int(), minutes: z.number().int() }),
  ),
});

export const fullTutorDtoSchema = z.object({
  tutorId: z.string(),
  name: z.string(),
  availableMinutes: z.number().int(),
  bookedMinutes: z.number().int(),
});

export const tutoringMinutesDtoSchema = z.object({
  week: z.number().int(),
  month: z.number().int(),
  total: z.number().int(),
});
