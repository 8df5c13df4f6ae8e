import { z } from 'zod';
import { ratingTextSchema, ratingValueSchema } from '../schemas/catalogue-rules.ts';
import { idSchema, pagingQuerySchema } from '../schemas/common.ts';

// ── Ratings (spec §3 Rating, §5 rating value and text) ───────────────────────────────────
export const ratingDtoSchema = z.object({
  id: z.string(),
  /** Who wrote it: shown beside the review on the tutor's profile. */
  rater: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  /** The rated tutor. */
  rateeId: z.string(),
  lessonId: z.string().nullable(),
  /** 1 to 5. */
  value: z.number().int(),
  text: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RatingDto = z.infer<typeof ratingDtoSchema>;

/** A student rates a tutor they had a fulfilled lesson with; `lessonId` names that lesson. */
export const ratingBodySchema = z
  .object({
    tutorId: idSchema,
    value: ratingValueSchema,
    text: ratingTextSchema.optional(),
    lessonId: idSchema.optional(),
  })
  .strict();
export type RatingBody = z.input<typeof ratingBodySchema>;

/** Change the value or the text; `text: null` removes the text. */
export const ratingUpdateBodySchema = z
  .object({ value: ratingValueSchema, text: ratingTextSchema.nullable() })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'empty-request' });
export type RatingUpdateBody = z.input<typeof ratingUpdateBodySchema>;

export const ratingListQuerySchema = pagingQuerySchema;
