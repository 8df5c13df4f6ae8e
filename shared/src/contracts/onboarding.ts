import { z } from 'zod';
import { DEMO_SESSION_STATUSES, INTERVIEW_STATUSES } from '../enums.ts';
import {
  demoSessionFeedbackSchema,
  interviewFeedbackSchema,
  interviewLevelSchema,
  interviewNoteSchema,
} from '../schemas/catalogue-rules.ts';
import { idSchema, pagingQuerySchema } from '../schemas/common.ts';
import { lessonStartSchema } from '../schemas/scheduling.ts';

/**
 * A tutor's onboarding calls with a tutor manager (spec §1, §3 Interview, §4, §7 Interview and
 * Demo session): the English interview, then the demo session. Both last 30 minutes (spec §9)
 * and are held in the session room. Decision 110.
 */

/** Booked at least this long ahead (the spec's notice example), like a lesson. */
export const ONBOARDING_NOTICE_MINUTES = 30;

/** Where a call stands in time: before its start, during it, after its end (spec §4 phases). */
export const ONBOARDING_PHASES = ['upcoming', 'in-progress', 'ended'] as const;
export type OnboardingPhase = (typeof ONBOARDING_PHASES)[number];

/** Quarter-hour starts, as lessons (decision 021): calls tile the tutor manager's day. */
const callStartSchema = lessonStartSchema;
/** A missing status is `required`, a wrong one `invalid-type`. */
const statusError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : 'invalid-type';

export const onboardingMemberDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type OnboardingMemberDto = z.infer<typeof onboardingMemberDtoSchema>;

// ── Interviews ────────────────────────────────────────────────────────────────────────────
export const interviewDtoSchema = z.object({
  id: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  phase: z.enum(ONBOARDING_PHASES),
  start: z.string(),
  end: z.string(),
  interviewee: onboardingMemberDtoSchema,
  interviewer: onboardingMemberDtoSchema,
  /** For the applicant: what went well and what did not. */
  feedback: z.string().nullable(),
  /** The tutor managers' own note; null for the applicant. */
  note: z.string().nullable(),
  /** The applicant's English, 1 to 10. */
  level: z.number().int().nullable(),
  /** The session room: `interview:<id>` (GET /session/{id}, address /interview/{id}). */
  sessionId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InterviewDto = z.infer<typeof interviewDtoSchema>;

/** A tutor applicant books a 30-minute interview with an active tutor manager. */
export const bookInterviewBodySchema = z
  .object({ interviewerId: idSchema, start: callStartSchema })
  .strict();
export type BookInterviewBody = z.input<typeof bookInterviewBodySchema>;

/** Statuses a PATCH may set (Pending is where every interview starts). */
export const INTERVIEW_STATUS_CHANGES = [
  'Passed',
  'Rejected',
  'CanceledByInterviewer',
  'CanceledByInterviewee',
] as const satisfies readonly (typeof INTERVIEW_STATUSES)[number][];

/**
 * Cancel (either side), decide (the tutor manager, after the start, with feedback and level), or
 * change the feedback, note and level of a decided interview.
 */
export const updateInterviewBodySchema = z
  .object({
    id: idSchema,
    status: z.enum(INTERVIEW_STATUS_CHANGES, { error: statusError }).optional(),
    feedback: interviewFeedbackSchema.optional(),
    note: interviewNoteSchema.nullable().optional(),
    level: interviewLevelSchema.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).some((k) => k !== 'id'), { message: 'empty-request' });
export type UpdateInterviewBody = z.input<typeof updateInterviewBodySchema>;

export const interviewListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(INTERVIEW_STATUSES, { error: 'invalid-type' }).optional(),
  /** Admins only; a tutor or tutor manager always sees their own. */
  intervieweeId: idSchema.optional(),
  interviewerId: idSchema.optional(),
});
export type InterviewListQuery = z.infer<typeof interviewListQuerySchema>;

/** GET /interview/select: the tutor manager to book with, free at `start` when given. */
export const interviewSelectQuerySchema = z.object({ start: callStartSchema.optional() });

// ── Demo sessions ─────────────────────────────────────────────────────────────────────────
export const demoSessionDtoSchema = z.object({
  id: z.string(),
  status: z.enum(DEMO_SESSION_STATUSES),
  phase: z.enum(ONBOARDING_PHASES),
  start: z.string(),
  end: z.string(),
  tutor: onboardingMemberDtoSchema,
  tutorManager: onboardingMemberDtoSchema,
  /** The passed interview it follows. */
  interviewId: z.string(),
  /** The session room: `demo-session:<id>` (address /demo-session/{id}). */
  sessionId: z.string(),
  /** The tutor manager's feedback with the result, for the tutor: why, when it failed. */
  feedback: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DemoSessionDto = z.infer<typeof demoSessionDtoSchema>;

/** The tutor manager books a demo session for a tutor who passed the interview. */
export const createDemoSessionBodySchema = z
  .object({ tutorId: idSchema, start: callStartSchema })
  .strict();
export type CreateDemoSessionBody = z.input<typeof createDemoSessionBodySchema>;

export const DEMO_SESSION_STATUS_CHANGES = [
  'Passed',
  'Rejected',
  'CanceledByTutorManager',
  'CanceledByTutor',
  'CanceledByAdmin',
] as const satisfies readonly (typeof DEMO_SESSION_STATUSES)[number][];

/**
 * Cancel or decide. A decision may carry feedback for the tutor; a failed one must say why
 * (decision 243). A cancellation carries none.
 */
export const updateDemoSessionBodySchema = z
  .object({
    id: idSchema,
    status: z.enum(DEMO_SESSION_STATUS_CHANGES, { error: statusError }),
    feedback: demoSessionFeedbackSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status === 'Rejected' && body.feedback === undefined)
      ctx.addIssue({ code: 'custom', path: ['feedback'], message: 'required', input: undefined });
    if (body.feedback !== undefined && body.status !== 'Passed' && body.status !== 'Rejected')
      ctx.addIssue({
        code: 'custom',
        path: ['feedback'],
        message: 'illegal',
        input: body.feedback,
      });
  });
export type UpdateDemoSessionBody = z.input<typeof updateDemoSessionBodySchema>;

export const demoSessionListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(DEMO_SESSION_STATUSES, { error: 'invalid-type' }).optional(),
  /** Admins only; a tutor or tutor manager always sees their own. */
  tutorId: idSchema.optional(),
  tutorManagerId: idSchema.optional(),
});
export type DemoSessionListQuery = z.infer<typeof demoSessionListQuerySchema>;
