import { useQuery } from '@tanstack/react-query';
import { availabilityCalls, lessonCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import type { SlotInput } from './week-template.ts';
import { lessonKeys } from '../../lib/query-keys.ts';

export const scheduleKeys = {
  availability: ['availability', 'mine'] as const,
  upcoming: lessonKeys.scheduleUpcoming,
};

/** The signed-in tutor's weekly template. */
export function useMyAvailability() {
  return useQuery({
    queryKey: scheduleKeys.availability,
    queryFn: () => call(availabilityCalls.read),
  });
}

/**
 * Booked lessons to come. Bookings stay inside the current week (decision 020), so one page of
 * 100 holds them all and each sits on one weekday of the editor.
 */
/** A tutor's booked lessons; a tutor manager has none to ask for (the call refuses her). */
export function useUpcomingLessons(enabled = true) {
  return useQuery({
    enabled,
    queryKey: scheduleKeys.upcoming,
    queryFn: () =>
      call(lessonCalls.list, {
        query: { time: 'future', canceled: 'false', page: 1, size: 100 },
      }),
  });
}

/** Replaces the whole template; a booked lesson left outside it answers 409 `conflicting-schedule`. */
export const saveAvailability = (slots: SlotInput[]) =>
  call(availabilityCalls.save, { body: { slots } });

export const fetchLesson = (id: string) => call(lessonCalls.one, { params: { id } });
