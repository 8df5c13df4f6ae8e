import {
  DEFAULT_TIME_ZONE,
  LESSON_START_STEP_MINUTES,
  MINUTES_IN_DAY,
  PARTS_OF_DAY,
  bookingWeek,
  covers,
  instantAt,
  partOfDay,
  wallClock,
  type PartOfDay,
  type WeeklySlot,
} from '@kalam/shared';

/**
 * The times a student may book with a tutor (decision 080): quarter hours of the current booking
 * week, after the tutor's notice, wholly inside the tutor's weekly template, and clear of busy
 * ranges. The server checks the same rules again at booking (decision 021); this only decides
 * what the dialog offers.
 */

export interface TimeRange {
  start: number;
  end: number;
}

/** The local dates (yyyy-mm-dd) from today to the last day of the booking week. */
export function bookingDays(now: number, zone: string = DEFAULT_TIME_ZONE): string[] {
  const week = bookingWeek(now, zone);
  const days: string[] = [];
  let day = wallClock(now, zone).date;
  while (instantAt(day, 0, zone) < week.end) {
    days.push(day);
    // 26 h after midnight is always the next local date, whatever DST does that night.
    day = wallClock(instantAt(day, 0, zone) + 26 * 3_600_000, zone).date;
  }
  return days;
}

export interface FreeStartsInput {
  /** The local date, yyyy-mm-dd, in `zone`. */
  day: string;
  duration: number;
  now: number;
  slots: readonly WeeklySlot[];
  tutorZone: string;
  noticeMinutes: number;
  /** Taken time: the tutor's other lessons, the student's own. */
  busy?: readonly TimeRange[];
  zone?: string;
}

/** Lesson starts on `day` that pass every rule the dialog can know, earliest first. */
export function freeStarts(input: FreeStartsInput): number[] {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const week = bookingWeek(input.now, zone);
  const earliest = input.now + input.noticeMinutes * 60_000;
  const length = input.duration * 60_000;
  const seen = new Set<number>();
  for (let minute = 0; minute < MINUTES_IN_DAY; minute += LESSON_START_STEP_MINUTES) {
    const start = instantAt(input.day, minute, zone);
    // A wall-clock time that does not exist (the DST jump) lands on another quarter; skip it.
    if (wallClock(start, zone).minute !== minute || seen.has(start)) continue;
    const end = start + length;
    if (start < earliest || start < week.start || end > week.end) continue;
    if (!covers(input.slots, start, input.duration, input.tutorZone)) continue;
    if (input.busy?.some((b) => b.start < end && start < b.end)) continue;
    seen.add(start);
  }
  return [...seen].sort((a, b) => a - b);
}

/** Drops the starts whose lesson would overlap a range the tutor is already teaching. */
export function withoutBusy(
  starts: readonly number[],
  duration: number,
  busy: readonly TimeRange[],
): number[] {
  return starts.filter((start) => {
    const end = start + duration * 60_000;
    return !busy.some((b) => b.start < end && b.end > start);
  });
}

/** Starts grouped as people plan a day (Cairo clock): الصبح، الضهر، العصر، بالليل. */
export function byPartOfDay(
  starts: readonly number[],
  zone: string = DEFAULT_TIME_ZONE,
): { part: PartOfDay; starts: number[] }[] {
  const groups: Record<PartOfDay, number[]> = { morning: [], noon: [], afternoon: [], night: [] };
  for (const start of starts)
    groups[partOfDay(Math.floor(wallClock(start, zone).minute / 60))].push(start);
  return PARTS_OF_DAY.map((part) => ({ part, starts: groups[part] })).filter(
    (g) => g.starts.length > 0,
  );
}
