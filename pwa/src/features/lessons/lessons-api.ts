import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lessonCalls, type LessonDto } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { lessonKeys } from './lesson-keys.ts';

export { lessonKeys };

type Page = { list: LessonDto[]; total: number };

const PAGE = 20;

const nextPage = (pages: Page[]) => {
  const loaded = pages.reduce((sum, p) => sum + p.list.length, 0);
  const last = pages.at(-1);
  return last && loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
};

/** One lesson from the server: the lesson page asks only when this device does not hold it. */
export function useLesson(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: lessonKeys.one(id),
    queryFn: () => call(lessonCalls.one, { params: { id } }),
  });
}

/** Lessons going on now (not cancelled): at most a couple. Off while local lessons are shown. */
export function useLiveLessons(enabled = true) {
  return useQuery({
    enabled,
    queryKey: lessonKeys.live,
    queryFn: () => call(lessonCalls.list, { query: { time: 'now', canceled: 'false', size: 10 } }),
  });
}

/** Lessons to come, not cancelled, earliest first, a page at a time. */
export function useUpcomingLessons(enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: lessonKeys.upcoming,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call(lessonCalls.list, {
        query: { time: 'future', canceled: 'false', page: pageParam, size: PAGE },
      }),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

/** Every lesson to come, cancelled ones too (the schedule shows them struck through). */
export function useFutureLessons(enabled = true) {
  return useQuery({
    enabled,
    queryKey: lessonKeys.futureWithCancelled,
    queryFn: () => call(lessonCalls.list, { query: { time: 'future', size: 100 } }),
  });
}

/** Past lessons, latest first, cancelled ones too; the schedule pages back as far as it shows. */
export function usePastLessons(enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: lessonKeys.past,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call(lessonCalls.list, { query: { time: 'past', page: pageParam, size: 100 } }),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

export const cancelLesson = (id: string) =>
  call(lessonCalls.update, { body: { id, cancel: true } });
