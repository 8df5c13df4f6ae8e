import { useQuery } from '@tanstack/react-query';
import { chatCalls, MAX_PAGE_SIZE, tutorCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';

export const chatKeys = {
  presence: (me: string) => ['chat', 'presence', me] as const,
  person: (id: string) => ['chat', 'person', id] as const,
};

/**
 * My rooms as the server lists them, read only for their members' online state (the rooms and
 * messages themselves come from the local database). Fetched only when the caller says so
 * (`refetch` at each socket connect), never retried: offline it simply stays unknown.
 */
export function useRoomsOnline(me: string | null) {
  return useQuery({
    queryKey: chatKeys.presence(me ?? ''),
    enabled: false,
    retry: false,
    queryFn: () =>
      call(chatCalls.rooms, { params: { userId: me! }, query: { size: MAX_PAGE_SIZE } }),
  });
}

/**
 * The person a new conversation is with, when the link did not name them: a tutor's public
 * profile (students start chats with tutors). Anyone else shows as «new conversation».
 */
export function usePerson(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.person(id ?? ''),
    enabled: Boolean(id) && enabled,
    retry: false,
    queryFn: () => call(tutorCalls.profile, { params: { id: id! } }),
  });
}
