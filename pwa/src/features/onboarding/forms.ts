import { z } from 'zod';
import {
  createPhotoSessionBodySchema,
  demoSessionFeedbackSchema,
  instantAt,
  interviewFeedbackSchema,
  interviewLevelSchema,
  interviewNoteSchema,
  reviewReasonSchema,
  toLatinDigits,
} from '@kalam/shared';

/**
 * The onboarding forms' rules, made of the shared zod rules the server checks (spec §5), so a
 * refusal reads the same in the form as from the server, in Arabic, under its field. Inputs give
 * strings: an empty one is a missing value (`required`), a level is read as a number.
 */

/**
 * What `save` receives: the resolver hands on the schema's output (a level as a number, a
 * time as an instant), typed here for the form's input type it is declared with.
 */
export const outputOf = <S extends z.ZodType>(_schema: S, values: unknown) => values as z.output<S>;

const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const missingOr = (code: 'invalid-type' | 'invalid-date') => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : code),
});

/** The tutor manager's interview decision: feedback and level to decide, the note optional. */
export const interviewDecisionSchema = z.object({
  status: z.enum(['Passed', 'Rejected']),
  feedback: z.preprocess(blank, interviewFeedbackSchema),
  note: z.preprocess(blank, interviewNoteSchema.optional()),
  level: z.preprocess(
    (value) => (blank(value) === undefined ? undefined : Number(toLatinDigits(String(value)))),
    z.number(missingOr('invalid-type')).pipe(interviewLevelSchema),
  ),
});
export type InterviewDecisionValues = z.input<typeof interviewDecisionSchema>;

/**
 * A decided interview's feedback, note and level, corrected later (decision 110); the result
 * itself stays as decided.
 */
export const interviewCorrectionSchema = interviewDecisionSchema.omit({ status: true });

/**
 * A demo session's decision: the status, and feedback for the tutor — optional on a pass,
 * required when it failed, so the tutor reads why (decision 243).
 */
export const demoDecisionSchema = z
  .object({
    status: z.enum(['Passed', 'Rejected']),
    feedback: z.preprocess(blank, demoSessionFeedbackSchema.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'Rejected' && v.feedback === undefined)
      ctx.addIssue({ code: 'custom', path: ['feedback'], message: 'required', input: undefined });
  });

/** Rejecting an intro video says why (the tutor reads it). */
export const rejectVideoSchema = z.object({ reason: z.preprocess(blank, reviewReasonSchema) });
export type RejectVideoValues = z.input<typeof rejectVideoSchema>;

/** A `datetime-local` value (Cairo wall time) as the instant it names, or undefined if blank. */
export function wallTimeToIso(value: unknown): unknown {
  if (blank(value) === undefined) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(String(value));
  if (!match) return String(value);
  return new Date(instantAt(match[1]!, Number(match[2]) * 60 + Number(match[3]))).toISOString();
}

const chosen = z.preprocess(blank, z.string(missingOr('invalid-date')));

/**
 * The studio schedules a photo session: a day and a time picked from two lists (Cairo wall
 * clock, quarter hours), read as one instant by the shared start rule.
 */
export const photoSessionFormSchema = z
  .object({ day: chosen, time: chosen })
  .transform(({ day, time }, ctx) => {
    const start = createPhotoSessionBodySchema.shape.start.safeParse(
      wallTimeToIso(`${day}T${time}`),
    );
    if (start.success) return { start: start.data };
    ctx.addIssue({ code: 'custom', path: ['time'], message: 'invalid-date', input: time });
    return z.NEVER;
  });
export type PhotoSessionFormValues = z.input<typeof photoSessionFormSchema>;
