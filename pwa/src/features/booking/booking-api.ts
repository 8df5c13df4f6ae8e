import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  AppError,
  type AvailabilityDto,
  type LessonDto,
  type TutorBusyDto,
  type TutorProfileDto,
} from '@kalam/shared';
import { api } from '../../lib/api.ts';

/**
 * Query keys. Everything a lesson event can change starts with 'lessons' or is ['sub', 'user'],
 * so the realtime listener refreshes it with two prefixes (decision 082).
 */
export const bookingKeys = {
  tutor: (id: string) => ['tutor', 'info', id] as const,
  availability: (id: string) => ['tutor', 'availability', id] as const,
  reviews: (id: string) => ['tutor', 'reviews', id] as const,
  subscription: ['sub', 'user'] as const,
  active: ['lessons', 'list', 'active'] as const,
  lesson: (id: string) => ['lessons', 'one', id] as const,
  tutorBusy: (tutorId: string, weekStart: number) =>
    ['lessons', 'tutor-busy', tutorId, weekStart] as const,
};

const enc = encodeURIComponent;

export function useTutor(id: string) {
  return useQuery({
    queryKey: bookingKeys.tutor(id),
    queryFn: () => api<TutorProfileDto>('GET', `/user/tutor/info/${enc(id)}`),
  });
}

export function useAvailability(id: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.availability(id),
    queryFn: () => api<AvailabilityDto>('GET', `/availability-slot/?tutorId=${enc(id)}`),
    enabled,
    staleTime: 60_000,
  });
}

type Page<T> = { list: T[]; total: number };

/** Lessons booked and not ended yet: what the one-lesson-at-a-time rule counts. */
export function useActiveLessons(enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.active,
    queryFn: async () => {
      const [now, future] = await Promise.all([
        api<Page<LessonDto>>('GET', '/lesson/list?time=now&canceled=false&size=10'),
        api<Page<LessonDto>>('GET', '/lesson/list?time=future&canceled=false&size=10'),
      ]);
      return [...now.list, ...future.list];
    },
    enabled,
  });
}

export function useLesson(id: string | null) {
  return useQuery({
    queryKey: bookingKeys.lesson(id ?? ''),
    queryFn: () => api<LessonDto>('GET', `/lesson/${enc(id ?? '')}`),
    enabled: !!id,
  });
}

export interface Review {
  id: string;
  value: number;
  text?: string | null;
  createdAt?: string;
  rater?: { name?: string | null; image?: string | null } | null;
  raterName?: string | null;
}

const REVIEWS_PAGE = 10;

/**
 * A tutor's reviews. The ratings area is being built beside this screen: until its call exists
 * (404), the tab shows its empty state rather than an error.
 */
export function useReviews(tutorId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: bookingKeys.reviews(tutorId),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      try {
        return await api<Page<Review>>(
          'GET',
          `/rating/list/tutor/${enc(tutorId)}?page=${pageParam}&size=${REVIEWS_PAGE}`,
        );
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return { list: [], total: 0 };
        throw error;
      }
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
    enabled,
  });
}

/** The tutor's booked ranges in [from, to) and their notice: what the dialog must not offer. */
export async function tutorBusy(tutorId: string, from: number, to: number) {
  const query = new URLSearchParams({
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
  });
  const answer = await api<TutorBusyDto>('GET', `/user/tutor/${enc(tutorId)}/busy?${query}`);
  return {
    noticeMinutes: answer.noticeMinutes,
    busy: answer.list.map((r) => ({ start: Date.parse(r.start), end: Date.parse(r.end) })),
  };
}

export const bookLesson = (tutorId: string, start: number, duration: number) =>
  api<LessonDto>('POST', '/lesson/', { tutorId, start: new Date(start).toISOString(), duration });

export const moveLesson = (id: string, start: number, duration: number) =>
  api<LessonDto>('PATCH', '/lesson', { id, start: new Date(start).toISOString(), duration });
