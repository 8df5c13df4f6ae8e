import {
  DEFAULT_TIME_ZONE,
  bookingWeek,
  instantAt,
  wallClock,
  type LessonDto,
} from '@kalam/shared';

/**
 * The schedule shows one booking week at a time (Sunday to Saturday, Cairo; decision 020), the
 * same week bookings are made in. `offset` counts weeks back from the current one.
 */
export interface ScheduleWeek {
  start: number;
  end: number;
  /** The seven local dates, yyyy-mm-dd, Sunday first. */
  days: string[];
}

export function scheduleWeek(now: number, offset = 0, zone = DEFAULT_TIME_ZONE): ScheduleWeek {
  let { start, end } = bookingWeek(now, zone);
  for (let i = 0; i < offset; i += 1) ({ start, end } = bookingWeek(start - 1, zone));
  const days: string[] = [];
  let day = wallClock(start, zone).date;
  for (let i = 0; i < 7; i += 1) {
    days.push(day);
    day = wallClock(instantAt(day, 0, zone) + 26 * 3_600_000, zone).date;
  }
  return { start, end, days };
}

/** The week's lessons by local date, each day earliest first; a lesson id appears once. */
export function lessonsByDay(
  lessons: readonly LessonDto[],
  week: ScheduleWeek,
  zone = DEFAULT_TIME_ZONE,
): Map<string, LessonDto[]> {
  const byDay = new Map<string, LessonDto[]>(week.days.map((d) => [d, []]));
  const seen = new Set<string>();
  for (const lesson of lessons) {
    const at = Date.parse(lesson.start);
    if (at < week.start || at >= week.end || seen.has(lesson.id)) continue;
    seen.add(lesson.id);
    byDay.get(wallClock(at, zone).date)?.push(lesson);
  }
  for (const list of byDay.values()) list.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return byDay;
}
