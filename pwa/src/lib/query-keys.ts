import type { LessonTimeFilter } from '@kalam/shared';

/**
 * The query keys of TanStack Query, one group per server area, so two screens that show the same
 * answer share it and one event refreshes every screen that shows a fact (decisions 082, 157).
 * A feature adds its own key under its area's prefix; no screen writes a key as a literal.
 */

/** Everything that counts lessons starts with 'lessons': a lesson event refreshes it all. */
export const lessonKeys = {
  all: ['lessons'] as const,
  one: (id: string) => ['lessons', 'one', id] as const,
  live: ['lessons', 'list', 'now'] as const,
  upcoming: ['lessons', 'list', 'future'] as const,
  futureWithCancelled: ['lessons', 'list', 'future', 'with-cancelled'] as const,
  past: ['lessons', 'list', 'past', 'all'] as const,
  active: ['lessons', 'list', 'active'] as const,
  dashboardNext: ['lessons', 'list', 'dashboard-next'] as const,
  dashboardPast: ['lessons', 'list', 'dashboard-past'] as const,
  scheduleUpcoming: ['lessons', 'schedule', 'upcoming'] as const,
  studentStats: ['lessons', 'student-stats'] as const,
  tutorBusy: (tutorId: string, weekStart: number) =>
    ['lessons', 'tutor-busy', tutorId, weekStart] as const,
  tutorFree: (tutorId: string) => ['lessons', 'tutor-free', tutorId] as const,
};

/** The student's running plan (`GET /sub/current`): a lesson changes its minutes. */
export const subscriptionKeys = {
  current: ['sub', 'user'] as const,
};

/** Query keys of the tutor's screens; `all` is what a lesson event makes stale. */
export const tutorKeys = {
  all: ['tutor'] as const,
  stats: ['tutor', 'stats'] as const,
  minutes: ['tutor', 'tutoring-minutes'] as const,
  lessons: (time: LessonTimeFilter) => ['tutor', 'lessons', time] as const,
  meta: ['tutor', 'meta'] as const,
  myTopics: ['tutor', 'topics'] as const,
  topics: ['topics', 'all'] as const,
};

export const tutorDirectoryKeys = {
  list: (filters: object) => ['tutors', 'directory', filters] as const,
};

export const topicKeys = {
  all: ['topics'] as const,
  mine: ['topics', 'mine'] as const,
};

export const planKeys = {
  all: ['plans'] as const,
  list: ['plans', 'list'] as const,
  one: (id: string) => ['plans', 'one', id] as const,
};

export const paymentKeys = {
  cards: ['card-tokens'] as const,
  transactions: (page: number, size: number) => ['tx', 'list', page, size] as const,
  transaction: (id: string) => ['tx', id] as const,
  pending: ['tx', 'pending'] as const,
};

export const authKeys = {
  googleConfig: ['google-config'] as const,
};
