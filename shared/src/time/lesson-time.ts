import type { LessonTimeFilter } from '../enums.ts';

/**
 * Where a lesson stands at `now`, the one rule behind `GET /lesson/list?time=` (the server's
 * SQL in `lessons.repository.ts` says the same and a server test holds the two together) and
 * the screens that read lessons from the device: to come while it has not started, now from
 * its start until its end, past from its end. Times are epoch milliseconds.
 */
export function lessonTimeOf(start: number, end: number, now: number): LessonTimeFilter {
  if (start > now) return 'future';
  if (end <= now) return 'past';
  return 'now';
}
