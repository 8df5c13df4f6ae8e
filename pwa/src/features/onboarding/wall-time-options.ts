import { instantAt, LESSON_START_STEP_MINUTES, wallClock } from '@kalam/shared';
import { dayLongOf, formatTime } from '../../lib/format.ts';

/** How far ahead the studio may book a shoot from the day list. */
export const PHOTO_SESSION_DAYS_AHEAD = 60;

/**
 * The days a shoot can be booked on, from today in Cairo: `yyyy-mm-dd` and the day as an
 * Arabic reader says it («الأربعاء ٢٥ نوفمبر»).
 */
export function dayOptions(now: number, days = PHOTO_SESSION_DAYS_AHEAD): [string, string][] {
  const today = wallClock(now).date;
  const noon = instantAt(today, 12 * 60);
  return Array.from({ length: days }, (_, i) => {
    const day = wallClock(noon + i * 86_400_000).date;
    return [day, dayLongOf(day)];
  });
}

/** Every quarter hour of a day: `HH:MM` (Cairo wall clock) and the time in Arabic («١٠:١٥ الصبح»). */
export function timeOptions(): [string, string][] {
  // A day with no clock change, so every quarter hour exists once.
  const plainDay = '2026-01-15';
  const pad = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: (24 * 60) / LESSON_START_STEP_MINUTES }, (_, i) => {
    const minute = i * LESSON_START_STEP_MINUTES;
    return [
      `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
      formatTime(instantAt(plainDay, minute)),
    ];
  });
}
