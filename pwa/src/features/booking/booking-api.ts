import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  availabilityCalls,
  lessonCalls,
  ratingCalls,
  tutorCalls,
  type LessonDuration,
} from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { lessonKeys, subscriptionKeys } from '../../lib/query-keys.ts';

/**
 * Query keys. Everything a lesson event can change starts with 'lessons' or is ['sub', 'user'],
 * so the realtime listener refreshes it with two prefixes (decision 082).
 */
export const bookingKeys = {
  tutor: (id: string) => ['tutor', 'info', id] as const,
  availability: (id: string) => ['tutor', 'availability', id] as const,
  reviews: (id: string) => ['tutor', 'reviews', id] as const,
  subscription: subscriptionKeys.current,
  active: lessonKeys.active,
  lesson: lessonKeys.one,
  tutorBusy: lessonKeys.tutorBusy,
};

export function useTutor(id: string) {
  return useQuery({
    queryKey: bookingKeys.tutor(id),
    queryFn: () => call(tutorCalls.profile, { params: { id } }),
  });
}

export function useAvailability(id: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.availability(id),
    queryFn: () => call(availabilityCalls.read, { query: { tutorId: id } }),
    enabled,
    staleTime: 60_000,
  });
}

/** Lessons booked and not ended yet: what the one-lesson-at-a-time rule counts. */
export function useActiveLessons(enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.active,
    queryFn: async () => {
      const [now, future] = await Promise.all([
        call(lessonCalls.list, { query: { time: 'now', canceled: 'false', size: 10 } }),
        call(lessonCalls.list, { query: { time: 'future', canceled: 'false', size: 10 } }),
      ]);
      return [...now.list, ...future.list];
    },
    enabled,
  });
}

export function useLesson(id: string | null) {
  return useQuery({
    queryKey: bookingKeys.lesson(id ?? ''),
    queryFn: () => call(lessonCalls.one, { params: { id: id ?? '' } }),
    enabled: !!id,
  });
}

const REVIEWS_PAGE = 10;

/** A tutor's reviews, newest first, a page at a time. */
export function useReviews(tutorId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: bookingKeys.reviews(tutorId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call(ratingCalls.ofTutor, {
        params: { id: tutorId },
        query: { page: pageParam, size: REVIEWS_PAGE },
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
    enabled,
  });
}

/** The tutor's booked ranges in [from, to) and their notice: what the dialog must not offer. */
export async function tutorBusy(tutorId: string, from: number, to: number) {
  const answer = await call(tutorCalls.busy, {
    params: { id: tutorId },
    query: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
  });
  return {
    noticeMinutes: answer.noticeMinutes,
    busy: answer.list.map((r) => ({ start: Date.parse(r.start), end: Date.parse(r.end) })),
  };
}

export const bookLesson = (tutorId: string, start: number, duration: LessonDuration) =>
  call(lessonCalls.book, {
    body: { tutorId, start: new Date(start).toISOString(), duration },
  });

export const moveLesson = (id: string, start: number, duration: LessonDuration) =>
  call(lessonCalls.update, { body: { id, start: new Date(start).toISOString(), duration } });
