import { describe, expect, it } from 'vitest';
import { AppError, errorMessage } from '@kalam/shared';
import { foreseenProblem, problemOf } from './booking-problems.ts';

const student = {
  role: 'Student' as const,
  name: 'سارة محمود',
  verifiedEmail: true,
  verifiedPhone: true,
};

describe('a refused booking says why in Arabic and offers a way forward', () => {
  it.each([
    ['subscription-required', ['plans']],
    ['unverified-phone', ['verify-phone']],
    ['busy-tutor', ['pick-time']],
    ['lesson-time-passed', ['pick-time']],
    ['week-boundaries-violation', ['pick-day']],
    ['reached-booking-limit', ['my-lessons']],
    ['no-enough-minutes', ['pick-shorter', 'plans']],
    ['inactive-tutor', ['other-tutor']],
  ] as const)('%s', (code, ways) => {
    const problem = problemOf(new AppError(code), 30);
    expect(problem.message).toBe(errorMessage(code));
    expect(problem.ways).toEqual(ways);
  });

  it('offers no shorter lesson when the lesson is already 15 minutes', () => {
    expect(problemOf(new AppError('no-enough-minutes'), 15).ways).toEqual(['plans']);
  });

  it('turns a network failure into the connection message and a retry', () => {
    const problem = problemOf(new TypeError('Failed to fetch'));
    expect(problem.message).toBe(errorMessage('connection-failure'));
    expect(problem.ways).toEqual(['retry']);
  });
});

describe('refusals the dialog can foresee, in the server order', () => {
  it('lets a verified student with a plan and no lesson book', () => {
    expect(foreseenProblem({ user: student, hasPlan: true, activeLessons: 0 })).toBeNull();
    // While the plan is still loading, nothing is foreseen.
    expect(foreseenProblem({ user: student, hasPlan: undefined, activeLessons: 0 })).toBeNull();
  });

  it('tells a student whose week has no minutes left before she picks a day, with the plans', () => {
    const used = foreseenProblem({
      user: student,
      hasPlan: true,
      activeLessons: 0,
      remainingMinutes: 10,
    });
    expect(used?.code).toBe('no-enough-minutes');
    expect(used?.message).toBe('فاضلّك ١٠ دقايق الأسبوع ده.');
    expect(
      foreseenProblem({ user: student, hasPlan: true, activeLessons: 0, remainingMinutes: 0 })
        ?.message,
    ).toBe('مفيش دقايق فاضلة الأسبوع ده.');
    expect(used?.ways).toEqual(['plans']);
    // Fifteen minutes left is a lesson; unknown minutes (loading, or a move) foresee nothing.
    for (const remainingMinutes of [15, undefined])
      expect(
        foreseenProblem({ user: student, hasPlan: true, activeLessons: 0, remainingMinutes }),
      ).toBeNull();
    // The one booked lesson is said first: it is the reason the student sees.
    expect(
      foreseenProblem({ user: student, hasPlan: true, activeLessons: 1, remainingMinutes: 0 })
        ?.code,
    ).toBe('reached-booking-limit');
  });

  it('asks for the e-mail before the phone, the phone before the name, the name before the plan', () => {
    const code = (user: typeof student, hasPlan = false) =>
      foreseenProblem({ user, hasPlan, activeLessons: 1 })?.code;
    expect(code({ ...student, verifiedEmail: false, verifiedPhone: false })).toBe(
      'unverified-email',
    );
    expect(code({ ...student, verifiedPhone: false, name: 'سارة' })).toBe('unverified-phone');
    expect(code({ ...student, name: 'سارة' })).toBe('api-invalid-user-name');
    expect(code(student)).toBe('subscription-required');
    expect(code(student, true)).toBe('reached-booking-limit');
  });
});
