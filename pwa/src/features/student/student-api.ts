import { useQuery } from '@tanstack/react-query';
import { lessonCalls, statsCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { lessonKeys, subscriptionKeys } from '../../lib/query-keys.ts';

/**
 * The dashboard's queries. Keys start with 'lessons' or are ['sub', 'user'], so a lesson event
 * refreshes them with no reload (decision 082).
 */
export const studentKeys = {
  subscription: subscriptionKeys.current,
  stats: lessonKeys.studentStats,
  next: lessonKeys.dashboardNext,
  past: lessonKeys.dashboardPast,
};

export function useStudentStats() {
  return useQuery({
    queryKey: studentKeys.stats,
    queryFn: () => call(statsCalls.student),
  });
}

/** Lessons going on now, then the next ones: the dashboard shows the first few. */
export function useNextLessons(enabled = true) {
  return useQuery({
    enabled,
    queryKey: studentKeys.next,
    queryFn: async () => {
      const [now, future] = await Promise.all([
        call(lessonCalls.list, { query: { time: 'now', canceled: 'false', size: 5 } }),
        call(lessonCalls.list, { query: { time: 'future', canceled: 'false', size: 5 } }),
      ]);
      return { list: [...now.list, ...future.list], total: now.total + future.total };
    },
  });
}

/** The latest lessons taken. Off while the local database shows them (decision 106). */
export function usePastLessons(enabled = true) {
  return useQuery({
    enabled,
    queryKey: studentKeys.past,
    queryFn: () => call(lessonCalls.list, { query: { time: 'past', canceled: 'false', size: 5 } }),
  });
}
