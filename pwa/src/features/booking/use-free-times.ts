import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  bookingWeek,
  DEFAULT_TUTOR_NOTICE_MINUTES,
  type AvailabilityDto,
  type LessonDto,
  type TutorProfileDto,
} from '@kalam/shared';
import { bookingKeys, tutorBusy } from './booking-api.ts';
import { bookingDays, freeStarts, withoutBusy } from './free-times.ts';

export interface DayChoice {
  day: string;
  /** 15-minute starts still free that day. */
  count: number;
}

/**
 * The tutor's booked ranges for the rest of this booking week, and their notice, in one call
 * (`GET /user/tutor/{id}/busy`). Until it answers, the default notice is assumed; the server
 * has the last word either way (decision 080).
 */
function useTutorBusy(tutorId: string, now: number, enabled: boolean) {
  const week = bookingWeek(now);
  return useQuery({
    queryKey: bookingKeys.tutorBusy(tutorId, week.start),
    queryFn: () => tutorBusy(tutorId, now, week.end),
    enabled,
    staleTime: 30_000,
  });
}

function startsOn(input: {
  day: string;
  duration: number;
  now: number;
  availability: AvailabilityDto;
  noticeMinutes: number;
  busy: readonly { start: number; end: number }[];
}): number[] {
  const candidates = freeStarts({
    day: input.day,
    duration: input.duration,
    now: input.now,
    slots: input.availability.slots,
    tutorZone: input.availability.timeZone,
    noticeMinutes: input.noticeMinutes,
  });
  return withoutBusy(candidates, input.duration, input.busy);
}

/** The days of this booking week, each with how many free 15-minute starts it has. */
export function useBookingDays(
  tutorId: string,
  availability: AvailabilityDto | undefined,
  now: number,
): DayChoice[] {
  const taken = useTutorBusy(tutorId, now, !!availability);
  return useMemo(
    () =>
      bookingDays(now).map((day) => ({
        day,
        count: availability
          ? startsOn({
              day,
              duration: 15,
              now,
              availability,
              noticeMinutes: taken.data?.noticeMinutes ?? DEFAULT_TUTOR_NOTICE_MINUTES,
              busy: taken.data?.busy ?? [],
            }).length
          : 0,
      })),
    [availability, now, taken.data],
  );
}

/** The starts to offer on one day: the template's, past the notice, less the tutor's bookings. */
export function useFreeTimes(input: {
  tutor: TutorProfileDto;
  availability: AvailabilityDto | undefined;
  day: string | null;
  duration: number;
  now: number;
  moving: LessonDto | null;
}) {
  const { tutor, availability, day, duration, now, moving } = input;
  const taken = useTutorBusy(tutor.id, now, !!availability);
  const starts = useMemo(() => {
    if (!availability || !day) return [];
    // The lesson being moved is the tutor's own booking: its time is free for itself.
    const own = moving ? { start: Date.parse(moving.start), end: Date.parse(moving.end) } : null;
    const busy = (taken.data?.busy ?? []).filter(
      (b) => !own || b.start !== own.start || b.end !== own.end,
    );
    return startsOn({
      day,
      duration,
      now,
      availability,
      noticeMinutes: taken.data?.noticeMinutes ?? DEFAULT_TUTOR_NOTICE_MINUTES,
      busy,
    });
  }, [availability, day, duration, now, moving, taken.data]);
  return { starts, checking: !!day && taken.isPending, refresh: taken.refetch };
}
