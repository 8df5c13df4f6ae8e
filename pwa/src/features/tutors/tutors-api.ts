import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TopicDto, TutorCardDto } from '@kalam/shared';
import { api } from '../../lib/api.ts';
import { directoryQuery, nextPageOf, type TutorFilters } from './tutor-filters.ts';

/** Cards per page: four rows of three on a wide screen. */
export const DIRECTORY_PAGE = 12;

export function useDirectory(filters: TutorFilters) {
  return useInfiniteQuery({
    queryKey: ['tutors', 'directory', filters],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api<{ list: TutorCardDto[]; total: number }>(
        'GET',
        `/user/tutor/list/onboarded?${directoryQuery(filters, pageParam, DIRECTORY_PAGE)}`,
      ),
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    placeholderData: keepPreviousData,
  });
}

export function useTopics() {
  return useQuery({
    queryKey: ['topics'],
    queryFn: () => api<{ list: TopicDto[] }>('GET', '/topic/list?size=100'),
    staleTime: 10 * 60_000,
  });
}
