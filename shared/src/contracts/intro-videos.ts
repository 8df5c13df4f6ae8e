import { z } from 'zod';
import { INTRO_VIDEO_STATUSES, PHOTO_SESSION_STATUSES } from '../enums.ts';
import { lessonStartSchema } from '../schemas/scheduling.ts';
import { idSchema, instantSchema, pagingQuerySchema } from '../schemas/common.ts';
import { textField } from '../schemas/text.ts';
import { onboardingMemberDtoSchema } from './onboarding.ts';

/**
 * A tutor applicant's intro video (spec §1, §4 Intro video, §5 duration, §7 Intro video): the
 * first onboarding step. The server measures the duration from the file (decision 170).
 */

export const introVideoDtoSchema = z.object({
  id: z.string(),
  status: z.enum(INTRO_VIDEO_STATUSES),
  tutor: onboardingMemberDtoSchema,
  /** Site-relative address of the video (public media, decision 017). */
  video: z.string(),
  contentType: z.string(),
  /** Measured by the server from the container, in whole seconds (rounded). */
  durationSeconds: z.number().int(),
  /** Why it was rejected (the tutor reads it). */
  reason: z.string().nullable(),
  reviewer: onboardingMemberDtoSchema.nullable(),
  reviewedAt: z.string().nullable(),
  /** After a rejection: when a new video may be sent (three months later). */
  retryAfter: z.string().nullable(),
  createdAt: z.string(),
});
export type IntroVideoDto = z.infer<typeof introVideoDtoSchema>;

/**
 * POST /intro-video/with/asset is multipart: either `upload` (the id of a finished resumable
 * upload at /api/v1/uploads, decision 132) or a `video` file. A `duration` field may be sent
 * (spec §7) but is never trusted.
 */
export const INTRO_VIDEO_FORM_FIELDS = ['upload', 'duration'] as const;

export const introVideoListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(INTRO_VIDEO_STATUSES, { error: 'invalid-type' }).optional(),
  /** Reviewers only; a tutor always sees their own. */
  tutorId: idSchema.optional(),
});
export type IntroVideoListQuery = z.infer<typeof introVideoListQuerySchema>;

export const reviewReasonSchema = textField({
  min: 10,
  max: 500,
  short: 'short-review-reason',
  long: 'long-review-reason',
  html: 'invalid-review-reason-html',
});

/** PUT /intro-video/{id}: a reviewer approves, or rejects with a reason. */
export const reviewIntroVideoBodySchema = z
  .object({
    status: z.enum(['Approved', 'Rejected'], {
      error: (issue) => (issue.input === undefined ? 'required' : 'invalid-type'),
    }),
    reason: reviewReasonSchema.optional(),
  })
  .strict();
export type ReviewIntroVideoBody = z.input<typeof reviewIntroVideoBodySchema>;

/** The tus endpoint the PWA and the desktop app send large files to (decision 132). */
export const RESUMABLE_UPLOADS_ENDPOINT = '/api/v1/uploads';

// ── Photo sessions (decision 172) ─────────────────────────────────────────────────────────
/** A photo session takes an hour of the studio's day. */
export const PHOTO_SESSION_MINUTES = 60;

export const photoSessionDtoSchema = z.object({
  id: z.string(),
  status: z.enum(PHOTO_SESSION_STATUSES),
  start: z.string(),
  end: z.string(),
  tutor: onboardingMemberDtoSchema,
  studio: onboardingMemberDtoSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PhotoSessionDto = z.infer<typeof photoSessionDtoSchema>;

export const createPhotoSessionBodySchema = z
  .object({ tutorId: idSchema, start: lessonStartSchema })
  .strict();
export type CreatePhotoSessionBody = z.input<typeof createPhotoSessionBodySchema>;

export const PHOTO_SESSION_STATUS_CHANGES = [
  'Done',
  'CanceledByStudio',
  'CanceledByTutor',
] as const;
export const updatePhotoSessionBodySchema = z
  .object({
    id: idSchema,
    status: z.enum(PHOTO_SESSION_STATUS_CHANGES, {
      error: (issue) => (issue.input === undefined ? 'required' : 'invalid-type'),
    }),
  })
  .strict();
export type UpdatePhotoSessionBody = z.input<typeof updatePhotoSessionBodySchema>;

export const photoSessionListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(PHOTO_SESSION_STATUSES, { error: 'invalid-type' }).optional(),
  /** Studio and admins; a tutor always sees their own. */
  tutorId: idSchema.optional(),
});
export type PhotoSessionListQuery = z.infer<typeof photoSessionListQuerySchema>;

// ── Onboarding progress (decision 173) ────────────────────────────────────────────────────
export const ONBOARDING_STEPS = [
  'intro-video',
  'interview',
  'demo-session',
  'photo-session',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * Where a step stands: `locked` (an earlier step first), `todo` (the tutor acts), `waiting`
 * (sent, under review), `booked` (a call or session at a time), `refused` (with a reason or a
 * date to try again), `passed`.
 */
export const ONBOARDING_STEP_STATES = [
  'locked',
  'todo',
  'waiting',
  'booked',
  'refused',
  'passed',
] as const;
export type OnboardingStepState = (typeof ONBOARDING_STEP_STATES)[number];

export const onboardingStepDtoSchema = z.object({
  step: z.enum(ONBOARDING_STEPS),
  state: z.enum(ONBOARDING_STEP_STATES),
  /** The id of the video, interview, demo or photo session the state comes from. */
  id: z.string().nullable(),
  /** When it is (booked) or was (decided) — ISO. */
  at: z.string().nullable(),
  /** Why it was refused (a reviewer's reason or the interview's feedback). */
  reason: z.string().nullable(),
  /** When the tutor may try again after a refusal. */
  retryAfter: z.string().nullable(),
  /**
   * When the step's last call was to be, if the staff called it off and nothing was booked
   * since (the tutor books again, or waits for the studio) — ISO; null otherwise (decision 265).
   */
  canceledAt: z.string().nullable(),
});
export type OnboardingStepDto = z.infer<typeof onboardingStepDtoSchema>;

/** What is still missing before the tutor is listed: profile data and onboarding steps. */
export const ONBOARDING_MISSING = [
  'verified-email',
  'verified-phone',
  'bio',
  'about',
  ...ONBOARDING_STEPS,
] as const;
export type OnboardingMissing = (typeof ONBOARDING_MISSING)[number];

export const onboardingProgressDtoSchema = z.object({
  tutorId: z.string(),
  /** Listed in the directory and bookable. */
  activated: z.boolean(),
  /** Added by an admin: no onboarding needed. */
  manuallyAdded: z.boolean(),
  steps: z.array(onboardingStepDtoSchema),
  missing: z.array(z.enum(ONBOARDING_MISSING)),
  /** How long an intro video may be now (the platform setting in force), in seconds. */
  introVideoSeconds: z.object({ min: z.number().int(), max: z.number().int() }),
  /**
   * Where the studio is (the platform setting in force), said on the photo-session step; null
   * while no address is set (issue 40).
   */
  studioAddress: z.string().nullable(),
});
export type OnboardingProgressDto = z.infer<typeof onboardingProgressDtoSchema>;

export const onboardingProgressQuerySchema = z.object({ tutorId: idSchema.optional() });

// ── Free call times (decision 175) ────────────────────────────────────────────────────────
/** GET /interview/slots: free 30-minute starts in [from, to) (at most eight days). */
export const callSlotsQuerySchema = z
  .object({ from: instantSchema, to: instantSchema })
  .refine((q) => q.from < q.to && q.to - q.from <= 8 * 24 * 3_600_000, {
    error: 'invalid-date',
    path: ['to'],
  });
export type CallSlotsQuery = z.infer<typeof callSlotsQuerySchema>;

export const callSlotDtoSchema = z.object({
  start: z.string(),
  /** The tutor manager to book with at that time (free, least busy). */
  interviewerId: z.string(),
});
export const callSlotsDtoSchema = z.object({ list: z.array(callSlotDtoSchema) });
export type CallSlotsDto = z.infer<typeof callSlotsDtoSchema>;
