import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { topicCalls, tutorCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { directoryQuery, nextPageOf, type TutorFilters } from './tutor-filters.ts';
import { topicKeys, tutorDirectoryKeys } from '../../lib/query-keys.ts';

/** Cards per page: four rows of three on a wide screen. */
export const DIRECTORY_PAGE = 12;

export function useDirectory(filters: TutorFilters) {
  return useInfiniteQuery({
    queryKey: tutorDirectoryKeys.list(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call(tutorCalls.directory, { query: directoryQuery(filters, pageParam, DIRECTORY_PAGE) }),
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    placeholderData: keepPreviousData,
  });
}

export function useTopics() {
  return useQuery({
    queryKey: topicKeys.all,
    queryFn: () => call(topicCalls.list, { query: { size: 100 } }),
    staleTime: 10 * 60_000,
  });
}
