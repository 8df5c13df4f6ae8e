import { z } from 'zod';
import { INTRO_VIDEO_STATUSES } from '../enums.ts';
import { idSchema, pagingQuerySchema } from '../schemas/common.ts';
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
