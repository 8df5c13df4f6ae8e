import {
  AppError,
  MAX_BOOKED_LESSONS_AT_A_TIME,
  errorMessage,
  hasTwoNameParts,
  type ErrorCode,
  type UserDto,
  LESSON_DURATIONS_MINUTES,
  say,
} from '@kalam/shared';

const SHORTEST_LESSON = Math.min(...LESSON_DURATIONS_MINUTES);

/**
 * What the student can do about a booking refusal (decision 081). Every code of decision 021's
 * booking order has its way forward; the message itself is always the catalogue's Arabic text.
 */
export type WayForward =
  | 'plans'
  | 'verify-phone'
  | 'verify-email'
  | 'fix-name'
  | 'pick-time'
  | 'pick-day'
  | 'pick-shorter'
  | 'my-lessons'
  | 'other-tutor'
  | 'retry';

export interface BookingProblem {
  code: ErrorCode | null;
  message: string;
  ways: WayForward[];
}

const WAYS: Partial<Record<ErrorCode, WayForward[]>> = {
  'subscription-required': ['plans'],
  'no-enough-minutes': ['pick-shorter', 'plans'],
  'unverified-phone': ['verify-phone'],
  'phone-required': ['verify-phone'],
  'unverified-email': ['verify-email'],
  'api-invalid-user-name': ['fix-name'],
  'busy-tutor': ['pick-time'],
  'conflicting-lessons': ['pick-time', 'my-lessons'],
  'lesson-time-passed': ['pick-time'],
  'outside-availability': ['pick-time'],
  'invalid-date': ['pick-time'],
  'week-boundaries-violation': ['pick-day'],
  'reached-booking-limit': ['my-lessons'],
  'lesson-not-found': ['my-lessons'],
  'inactive-tutor': ['other-tutor'],
  'tutor-not-found': ['other-tutor'],
};

/** The problem to show for a failed booking or move. */
export function problemOf(error: unknown, duration?: number): BookingProblem {
  if (!(error instanceof AppError))
    return { code: null, message: errorMessage('connection-failure'), ways: ['retry'] };
  let ways = WAYS[error.code] ?? ['retry'];
  // A 15-minute lesson cannot get shorter: only a bigger plan helps.
  if (error.code === 'no-enough-minutes' && duration === 15)
    ways = ways.filter((w) => w !== 'pick-shorter');
  return { code: error.code, message: error.message, ways };
}

function problem(code: ErrorCode): BookingProblem {
  return problemOf(new AppError(code));
}

export interface StudentFacts {
  user: Pick<UserDto, 'role' | 'name' | 'verifiedEmail' | 'verifiedPhone'>;
  /** Whether /sub/user answered with an active plan; undefined while unknown. */
  hasPlan: boolean | undefined;
  /** Lessons booked and not ended (the move of one of them does not count). */
  activeLessons: number;
  /**
   * The week's minutes left (GET /sub/user), when known; undefined while loading and when a
   * lesson is being moved (its own minutes come back with the move).
   */
  remainingMinutes?: number;
}

/**
 * The refusals the dialog can foresee from what it already knows, in the server's order
 * (decision 021), so the student is told before picking a time, not after.
 */
export function foreseenProblem(facts: StudentFacts): BookingProblem | null {
  const { user } = facts;
  if (user.role !== 'Student') return problem('forbidden');
  if (!user.verifiedEmail) return problem('unverified-email');
  if (!user.verifiedPhone) return problem('unverified-phone');
  if (!hasTwoNameParts(user.name)) return problem('api-invalid-user-name');
  if (facts.hasPlan === false) return problem('subscription-required');
  if (facts.activeLessons >= MAX_BOOKED_LESSONS_AT_A_TIME) return problem('reached-booking-limit');
  // Not even the shortest lesson fits what is left of the week: say so before the day is
  // picked, with the plans as the way forward (not a bare line under the durations).
  if (facts.remainingMinutes !== undefined && facts.remainingMinutes < SHORTEST_LESSON)
    return {
      ...problemOf(new AppError('no-enough-minutes'), SHORTEST_LESSON),
      // What is left, not «مش مكفّية الحصة دي» before any lesson was chosen.
      message: say('minutesLeft', { count: Math.max(0, facts.remainingMinutes) }),
    };
  return null;
}
