import { z } from 'zod';
import { GENDERS, USER_ROLES } from '../enums.ts';
import {
  planDiscountSchema,
  planNameSchema,
  planPriceSchema,
  planWeeklyMinutesSchema,
  topicNameSchema,
} from '../schemas/catalogue-rules.ts';
import {
  idSchema,
  instantSchema,
  pagingQuerySchema,
  sortDirectionSchema,
} from '../schemas/common.ts';

const nonEmpty = <T extends z.ZodObject>(schema: T) =>
  schema.refine((v) => Object.keys(v).length > 0, { message: 'empty-request' });

/** "true"/"false" in a query string. */
const queryBoolean = z
  .enum(['true', 'false'], { error: 'invalid-type' })
  .transform((v) => v === 'true');

// ── Topics ────────────────────────────────────────────────────────────────────────────────
export const topicDtoSchema = z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() });
export type TopicDto = z.infer<typeof topicDtoSchema>;

export const topicBodySchema = z
  .object({ nameAr: topicNameSchema, nameEn: topicNameSchema })
  .strict();
export type TopicBody = z.input<typeof topicBodySchema>;
export const topicUpdateBodySchema = nonEmpty(topicBodySchema.partial().strict());
export type TopicUpdateBody = z.input<typeof topicUpdateBodySchema>;

/** A user's topics: the caller's own, or (admins only) another user's. */
export const userTopicsQuerySchema = z.object({ userId: idSchema.optional() });
export const userTopicsBodySchema = z
  .object({
    topicIds: z.array(idSchema).max(50, 'invalid-type'),
    userId: idSchema.optional(),
  })
  .strict();
export type UserTopicsBody = z.input<typeof userTopicsBodySchema>;

// ── Plans ─────────────────────────────────────────────────────────────────────────────────
export const PLAN_STATES = ['active', 'deleted'] as const;

export const planDtoSchema = z.object({
  id: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  weeklyMinutes: z.number().int(),
  /** Base month price, hundredths of EGP. */
  monthPrice: z.number().int(),
  monthDiscount: z.number().int(),
  quarterDiscount: z.number().int(),
  yearDiscount: z.number().int(),
  /** Full prices of each period after its discount (shared `planPrices`), hundredths. */
  prices: z.object({ month: z.number().int(), quarter: z.number().int(), year: z.number().int() }),
  inviteOnly: z.boolean(),
  maxLessons: z.number().int().nullable(),
  state: z.enum(PLAN_STATES),
  createdAt: z.string(),
});
export type PlanDto = z.infer<typeof planDtoSchema>;

const maxLessonsSchema = z
  .number({ error: 'invalid-type' })
  .int('invalid-type')
  .min(1, 'invalid-type')
  .max(10_000, 'invalid-type')
  .nullable();

export const planBodySchema = z
  .object({
    nameAr: planNameSchema,
    nameEn: planNameSchema,
    weeklyMinutes: planWeeklyMinutesSchema,
    monthPrice: planPriceSchema,
    monthDiscount: planDiscountSchema.default(0),
    quarterDiscount: planDiscountSchema.default(0),
    yearDiscount: planDiscountSchema.default(0),
    inviteOnly: z.boolean({ error: 'invalid-type' }).default(false),
    maxLessons: maxLessonsSchema.default(null),
  })
  .strict();
export type PlanBody = z.input<typeof planBodySchema>;

export const planUpdateBodySchema = nonEmpty(
  z
    .object({
      nameAr: planNameSchema,
      nameEn: planNameSchema,
      weeklyMinutes: planWeeklyMinutesSchema,
      monthPrice: planPriceSchema,
      monthDiscount: planDiscountSchema,
      quarterDiscount: planDiscountSchema,
      yearDiscount: planDiscountSchema,
      inviteOnly: z.boolean({ error: 'invalid-type' }),
      maxLessons: maxLessonsSchema,
    })
    .partial()
    .strict(),
);
export type PlanUpdateBody = z.input<typeof planUpdateBodySchema>;

// ── Plan invites ──────────────────────────────────────────────────────────────────────────
export const planInviteDtoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  planId: z.string(),
  planNameAr: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type PlanInviteDto = z.infer<typeof planInviteDtoSchema>;

export const planInviteQuerySchema = pagingQuerySchema.extend({
  userId: idSchema.optional(),
  planId: idSchema.optional(),
});
export const planInviteBodySchema = z.object({ userId: idSchema, planId: idSchema }).strict();
export type PlanInviteBody = z.input<typeof planInviteBodySchema>;
/** PATCH /plan-invite names the invite in the body (spec §7 has no id in the path). */
export const planInviteUpdateBodySchema = z
  .object({ id: idSchema, userId: idSchema.optional(), planId: idSchema.optional() })
  .strict()
  .refine((v) => v.userId !== undefined || v.planId !== undefined, {
    message: 'empty-request',
  });
export type PlanInviteUpdateBody = z.input<typeof planInviteUpdateBodySchema>;

// ── Tutors directory ──────────────────────────────────────────────────────────────────────
export const TUTOR_SORTS = ['rating', 'lessons', 'newest', 'name'] as const;
export type TutorSort = (typeof TUTOR_SORTS)[number];

export const tutorDirectoryQuerySchema = pagingQuerySchema.extend({
  topic: idSchema.optional(),
  gender: z.enum(GENDERS, { error: 'invalid-gender' }).optional(),
  name: z.string().trim().min(1, 'invalid-type').max(50, 'invalid-type').optional(),
  rating: z.coerce
    .number({ error: 'invalid-type' })
    .min(0, 'rating-value-out-of-range')
    .max(5, 'rating-value-out-of-range')
    .optional(),
  /** Tutors free at this instant: inside a weekly availability slot and not teaching. */
  freeAt: instantSchema.optional(),
  sort: z.enum(TUTOR_SORTS, { error: 'invalid-type' }).default('rating'),
  direction: sortDirectionSchema.default('desc'),
});
export type TutorDirectoryQuery = z.infer<typeof tutorDirectoryQuerySchema>;

export const tutorCardDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  video: z.string().nullable(),
  thumbnail: z.string().nullable(),
  topics: z.array(topicDtoSchema),
  /** Average of live ratings, two decimals; 0 with no ratings. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** Lessons taught (fulfilled). */
  lessons: z.number().int(),
  createdAt: z.string(),
  /** What Kalam checked before listing the tutor (decision 176): passed interview, passed demo, photo session done. */
  vetted: z.array(z.enum(['interview', 'demo-session', 'photo-session'])),
  /** The approved intro video (public media), when the tutor has one. */
  introVideo: z.string().nullable(),
});
export type TutorCardDto = z.infer<typeof tutorCardDtoSchema>;
export const tutorProfileDtoSchema = tutorCardDtoSchema.extend({ about: z.string().nullable() });
export type TutorProfileDto = z.infer<typeof tutorProfileDtoSchema>;

/** A tutor's taken time in a range: when the book-lesson dialog must not offer a start. */
export const tutorBusyQuerySchema = z
  .object({ from: instantSchema, to: instantSchema })
  .refine((q) => q.from < q.to && q.to - q.from <= 8 * 24 * 3_600_000, {
    error: 'invalid-date',
    path: ['to'],
  });
export type TutorBusyQuery = z.infer<typeof tutorBusyQuerySchema>;
export const tutorBusyDtoSchema = z.object({
  /** Booked lessons as [start, end) in ISO form; who booked them is never told. */
  list: z.array(z.object({ start: z.string(), end: z.string() })),
  /** Minutes ahead of a lesson's start the tutor wants it booked (spec §3 notice). */
  noticeMinutes: z.number().int(),
});
export type TutorBusyDto = z.infer<typeof tutorBusyDtoSchema>;

// ── Back-office views ─────────────────────────────────────────────────────────────────────
export const userListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().min(1, 'invalid-type').max(100, 'invalid-type').optional(),
  role: z.enum(USER_ROLES, { error: 'invalid-role' }).optional(),
  /** Verified e-mail. */
  verified: queryBoolean.optional(),
  verifiedPhone: queryBoolean.optional(),
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
  activated: queryBoolean.optional(),
  suspended: queryBoolean.optional(),
  /** Server-side sorting of the admin users table (issue 19). */
  sort: z.enum(['createdAt', 'name', 'email', 'role'], { error: 'invalid-type' }).optional(),
  dir: sortDirectionSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const staffSearchQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().min(1, 'invalid-type').max(100, 'invalid-type').optional(),
});

/**
 * Where a tutor stands in onboarding, as the admin's tutors list filters by it and the admin
 * overview counts applicants (decision 255): an applicant (not onboarded, not added by hand)
 * without an approved intro video; with an interview or a demo session booked and not decided;
 * past the demo session, waiting for the studio; or listed in the directory.
 */
export const TUTOR_STEPS = [
  'intro-video',
  'interview',
  'demo-session',
  'photo-session',
  'listed',
] as const;
export type TutorStep = (typeof TUTOR_STEPS)[number];

/**
 * What the admin's tutors lists filter by: a step, or `between` — applicants past one step who
 * have not booked the next (an approved video and no interview booked, say), the ones a tutor
 * manager nudges. A row between two steps says `step: null`.
 */
export const TUTOR_STEP_FILTERS = [...TUTOR_STEPS, 'between'] as const;
export type TutorStepFilter = (typeof TUTOR_STEP_FILTERS)[number];

/** The admin's tutors lists: the search, and the onboarding step they stand at. */
export const tutorListQuerySchema = staffSearchQuerySchema.extend({
  step: z.enum(TUTOR_STEP_FILTERS, { error: 'invalid-type' }).optional(),
});
export type TutorListQuery = z.infer<typeof tutorListQuerySchema>;

export const interviewerOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Admins only: a tutor applicant choosing an interviewer sees no staff address. */
  email: z.string().optional(),
  image: z.string().nullable(),
});
export type InterviewerOption = z.infer<typeof interviewerOptionSchema>;

/** A tutor as studio staff and admins see them for photo sessions and uploads. */
export const studioTutorDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  about: z.string().nullable(),
  video: z.string().nullable(),
  thumbnail: z.string().nullable(),
  activated: z.boolean(),
  onboarded: z.boolean(),
  manuallyAdded: z.boolean(),
  contacted: z.boolean(),
  /**
   * Only in the studio's list (`GET /user/tutor/all/for/studio`): passed the demo session, no
   * shoot booked or done yet, not listed yet — the tutors the studio should book (listed first).
   */
  readyForPhoto: z.boolean().optional(),
  /** The onboarding step the tutor stands at (`TUTOR_STEPS`); null between two of them. */
  step: z.enum(TUTOR_STEPS).nullable(),
  createdAt: z.string(),
});
export type StudioTutorDto = z.infer<typeof studioTutorDtoSchema>;
