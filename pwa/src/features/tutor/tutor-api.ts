import { useQuery } from '@tanstack/react-query';
import {
  lessonCalls,
  statsCalls,
  topicCalls,
  userCalls,
  type LessonTimeFilter,
  type UpdateUserBody,
} from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { tutorKeys } from '../../lib/query-keys.ts';

export { tutorKeys };

export const DASHBOARD_LIST_SIZE = 8;

export function useTutorStats(enabled: boolean) {
  return useQuery({
    queryKey: tutorKeys.stats,
    queryFn: () => call(statsCalls.tutor),
    enabled,
  });
}

export function useTutoringMinutes(enabled: boolean) {
  return useQuery({
    queryKey: tutorKeys.minutes,
    queryFn: () => call(statsCalls.tutoringMinutes),
    enabled,
  });
}

/** Upcoming and happening lessons leave out cancelled ones; the past list keeps them, marked. */
export function useLessons(time: LessonTimeFilter, enabled: boolean) {
  const canceled = time === 'past' ? undefined : 'false';
  return useQuery({
    queryKey: tutorKeys.lessons(time),
    queryFn: () =>
      call(lessonCalls.list, { query: { time, canceled, page: 1, size: DASHBOARD_LIST_SIZE } }),
    enabled,
  });
}

export function useTutorMeta(enabled = true) {
  return useQuery({
    queryKey: tutorKeys.meta,
    queryFn: () => call(userCalls.tutorMeta),
    enabled,
  });
}

export function useMyTopics() {
  return useQuery({
    queryKey: tutorKeys.myTopics,
    queryFn: () => call(topicCalls.ofUser),
  });
}

export function useAllTopics() {
  return useQuery({
    queryKey: tutorKeys.topics,
    queryFn: () => call(topicCalls.list, { query: { page: 1, size: 100 } }),
  });
}

export const fetchLesson = (id: string) => call(lessonCalls.one, { params: { id } });

export const updateMe = (id: string, body: UpdateUserBody) =>
  call(userCalls.update, { params: { id }, body });

/** PATCH replaces the set with exactly these ids (decision 014). */
export const replaceMyTopics = (topicIds: string[]) =>
  call(topicCalls.setOfUser, { body: { topicIds } });
