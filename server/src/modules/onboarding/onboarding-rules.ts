import {
  AppError,
  EARLIER_INTERVIEW_MIN_AGE_MONTHS,
  ONBOARDING_NOTICE_MINUTES,
  REAPPLY_AFTER_MONTHS,
  errorMessage,
  type ErrorDetail,
} from '@kalam/shared';
import type { TutorRow, UserRow } from '../users/index.ts';
import { addMonths, endOf } from './call-time.ts';
import type { InterviewRow } from './interviews.repository.ts';

const MINUTE = 60_000;

/**
 * A tutor applicant: a tutor who is not working yet. An activated, onboarded or manually added
 * tutor has onboarding behind them and books no interview.
 */
export function checkApplicant(user: UserRow | undefined, tutor: TutorRow | undefined): UserRow {
  if (!user || user.role !== 'Tutor' || user.deleted) throw new AppError('forbidden');
  if (user.activated || tutor?.onboarded || tutor?.manuallyAdded) throw new AppError('forbidden');
  return user;
}

/** Spec §6: tutor managers run interviews and demo sessions; an inactive one is refused. */
export function checkTutorManager(user: UserRow | undefined): UserRow {
  if (!user || user.role !== 'TutorManager' || user.deleted) throw new AppError('user-not-found');
  if (!user.activated) throw new AppError('inactive-tutor-manager');
  return user;
}

/** A call is booked ahead by at least the notice (decision 110). */
export function checkCallStart(start: number, now: number): void {
  if (start < now + ONBOARDING_NOTICE_MINUTES * MINUTE) throw new AppError('session-time-passed');
}

/**
 * Spec §4 and §9: one interview at a time; an earlier interview must be six months old, a
 * rejected one three (counted from its start). Cancelled interviews do not count.
 */
export function checkReapply(latest: InterviewRow | undefined, now: number): void {
  if (!latest) return;
  if (latest.status === 'Pending' && now < endOf(latest))
    throw new AppError('conflicting-interview');
  const months =
    latest.status === 'Rejected' ? REAPPLY_AFTER_MONTHS : EARLIER_INTERVIEW_MIN_AGE_MONTHS;
  const retryAfter = addMonths(latest.start, months);
  if (now < retryAfter)
    throw new AppError('conflicting-interview', { retryAfter: new Date(retryAfter).toISOString() });
}

/** 400 `required` naming the missing fields (the envelope of a validation error). */
export function requireFields(fields: Record<string, unknown>): void {
  const details: ErrorDetail[] = Object.entries(fields)
    .filter(([, value]) => value === undefined)
    .map(([path]) => ({ path, code: 'required', message: errorMessage('required') }));
  if (details.length > 0) throw new AppError('required', details);
}
