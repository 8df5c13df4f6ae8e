import { z } from 'zod';
import { GENDERS, USER_ROLES } from '../enums.ts';
import { ASSET_BUCKETS, STORED_ASSET_KINDS } from './assets.ts';
import { pagingQuerySchema } from '../schemas/common.ts';
import { emailSchema, phoneSchema, tutorNameSchema } from '../schemas/user.ts';

/** Back-office contracts of issue 19: the dashboard, contact requests, media, manual tutors. */

const counts = z.array(z.number().int());

/** `/admin`: today, this week and month at a glance, with the last 14 days for the charts. */
export const adminOverviewDtoSchema = z.object({
  lessonsToday: z.number().int(),
  /**
   * Paid amounts (piasters) since the start of this week and month, Cairo time. The week, here
   * and in `newStudentsWeek` / `newTutorsWeek`, starts on Sunday's midnight (decision 267).
   */
  revenueWeek: z.number().int(),
  revenueMonth: z.number().int(),
  /** Withdrawal requests waiting (null until the withdrawals area reports them). */
  pendingWithdrawals: z.number().int().nullable(),
  /** Applicants waiting at each onboarding step. */
  applicants: z.object({
    introVideo: z.number().int(),
    interview: z.number().int(),
    demoSession: z.number().int(),
    photoSession: z.number().int(),
  }),
  newStudentsWeek: z.number().int(),
  newTutorsWeek: z.number().int(),
  /** The last 14 local (Cairo) dates, `YYYY-MM-DD`, oldest first; today is the last. */
  days: z.array(z.string()),
  lessonsByDay: counts,
  revenueByDay: counts,
  /** New students each day (not tutors or staff): the chart under `newStudentsWeek`. */
  signupsByDay: counts,
});
export type AdminOverviewDto = z.infer<typeof adminOverviewDtoSchema>;

/** A message from the contact page, as admins read it. */
export const contactRequestAdminDtoSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactRequestAdminDto = z.infer<typeof contactRequestAdminDtoSchema>;

export const contactListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().min(1, 'invalid-type').max(100, 'invalid-type').optional(),
});

/** A stored file with who uploaded it and for whom (`/admin/media`). */
export const mediaDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  bucket: z.enum(ASSET_BUCKETS),
  kind: z.enum(STORED_ASSET_KINDS),
  contentType: z.string(),
  size: z.number().int(),
  ownerId: z.string(),
  ownerName: z.string().nullable(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type MediaDto = z.infer<typeof mediaDtoSchema>;

export const mediaListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().min(1, 'invalid-type').max(100, 'invalid-type').optional(),
  kind: z.enum(STORED_ASSET_KINDS, { error: 'invalid-type' }).optional(),
});

/** What a tutor's activity timeline shows on `/admin/tutor/{id}` (decision 197). */
export const TUTOR_ACTIVITY_KINDS = [
  'lesson',
  'interview',
  'demo-session',
  'photo-session',
  'intro-video',
  'invoice',
  'rating',
  'audit',
] as const;
export type TutorActivityKind = (typeof TUTOR_ACTIVITY_KINDS)[number];

/**
 * One thing in a tutor's history, newest first: a lesson, an onboarding step (at its time), a
 * withdrawal request, a rating (when given) or an admin's write about them (when made).
 */
export const tutorTimelineItemSchema = z.object({
  kind: z.enum(TUTOR_ACTIVITY_KINDS),
  id: z.string(),
  at: z.string(),
  /** The record's state (lessons, onboarding steps, invoices); for audit entries the call. */
  status: z.string().nullable(),
  /** Piasters: a lesson's price or a withdrawal's amount. */
  amount: z.number().int().nullable(),
  /** A rating's stars. */
  value: z.number().int().nullable(),
  /** A rating's words or a cancelled lesson's reason. */
  text: z.string().nullable(),
  /** The other person: the student, the interviewer, the studio member, the rater, the admin. */
  withName: z.string().nullable(),
});
export type TutorTimelineItem = z.infer<typeof tutorTimelineItemSchema>;

export const tutorTimelineQuerySchema = pagingQuerySchema.extend({
  kind: z.enum(TUTOR_ACTIVITY_KINDS, { error: 'invalid-type' }).optional(),
});

/** An admin adds a tutor who skips onboarding (spec §3 "manually-added"). */
export const manualTutorBodySchema = z
  .object({
    name: tutorNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    gender: z.enum(GENDERS, { error: 'invalid-type' }).optional(),
  })
  .strict();
export type ManualTutorBody = z.infer<typeof manualTutorBodySchema>;

/** Sort and direction of the users table (server side). */
export const USER_SORTS = ['createdAt', 'name', 'email', 'role'] as const;
export const adminRoles = USER_ROLES;
