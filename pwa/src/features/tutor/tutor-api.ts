import { useQuery } from '@tanstack/react-query';
import type {
  AuthResponse,
  LessonDto,
  LessonTimeFilter,
  TopicDto,
  TutorMetaDto,
  TutorStatsDto,
  UpdateUserBody,
  UserDto,
} from '@kalam/shared';
import { api } from '../../lib/api.ts';

type Page<T> = { list: T[]; total: number };

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

export const DASHBOARD_LIST_SIZE = 8;

export function useTutorStats(enabled: boolean) {
  return useQuery({
    queryKey: tutorKeys.stats,
    queryFn: () => api<TutorStatsDto>('GET', '/user/tutor/stats/personalized'),
    enabled,
  });
}

export function useTutoringMinutes(enabled: boolean) {
  return useQuery({
    queryKey: tutorKeys.minutes,
    queryFn: () =>
      api<{ week: number; month: number; total: number }>('GET', '/user/tutor/tutoring-minutes'),
    enabled,
  });
}

/** Upcoming and happening lessons leave out cancelled ones; the past list keeps them, marked. */
export function useLessons(time: LessonTimeFilter, enabled: boolean) {
  const canceled = time === 'past' ? '' : '&canceled=false';
  return useQuery({
    queryKey: tutorKeys.lessons(time),
    queryFn: () =>
      api<Page<LessonDto>>(
        'GET',
        `/lesson/list?time=${time}${canceled}&page=1&size=${DASHBOARD_LIST_SIZE}`,
      ),
    enabled,
  });
}

export function useTutorMeta(enabled = true) {
  return useQuery({
    queryKey: tutorKeys.meta,
    queryFn: () => api<TutorMetaDto>('GET', '/user/tutor/meta'),
    enabled,
  });
}

export function useMyTopics() {
  return useQuery({
    queryKey: tutorKeys.myTopics,
    queryFn: () => api<Page<TopicDto>>('GET', '/topic/of/user'),
  });
}

export function useAllTopics() {
  return useQuery({
    queryKey: tutorKeys.topics,
    queryFn: () => api<Page<TopicDto>>('GET', '/topic/list?page=1&size=100'),
  });
}

export const fetchLesson = (id: string) =>
  api<LessonDto>('GET', `/lesson/${encodeURIComponent(id)}`);

export const updateMe = (id: string, body: UpdateUserBody) =>
  api<UserDto>('PUT', `/user/${encodeURIComponent(id)}`, body);

/** PATCH replaces the set with exactly these ids (decision 014). */
export const replaceMyTopics = (topicIds: string[]) =>
  api<Page<TopicDto>>('PATCH', '/topic/of/user', { topicIds });

export const sendPhoneCode = () => api<{ ok: true }>('POST', '/confirmation-code/phone/send', {});
export const verifyPhone = (code: string) =>
  api<UserDto>('POST', '/confirmation-code/phone/verify', { code });

/** Password change reuses the e-mailed-code flow: the answer is a new token (older ones stop). */
export const sendPasswordCode = (email: string) =>
  api<{ ok: true }>('POST', '/confirmation-code/password/send', { email });
export const confirmPassword = (body: {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}) => api<AuthResponse>('POST', '/confirmation-code/password/confirm', body);
