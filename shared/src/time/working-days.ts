import { DEFAULT_TIME_ZONE } from '../constants.ts';
import { wallClock } from './zoned.ts';

/** Egypt's working week: Sunday (0) to Thursday (4); Friday and Saturday are the weekend. */
export function isWorkingDay(weekday: number): boolean {
  return weekday >= 0 && weekday <= 4;
}

/** The calendar date `days` after the yyyy-mm-dd `date` (no zone: dates only). */
function shiftDate(date: string, days: number): { date: string; weekday: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d + days));
  return { date: utc.toISOString().slice(0, 10), weekday: utc.getUTCDay() };
}

/**
 * The local date (yyyy-mm-dd, in `zone`) that is `count` working days after `instant`
 * (decision 181): the day of the request itself does not count, whatever its hour; each later
 * Sunday–Thursday counts one; Friday and Saturday count none.
 */
export function addWorkingDays(
  instant: number,
  count: number,
  zone: string = DEFAULT_TIME_ZONE,
): string {
  let { date } = wallClock(instant, zone);
  let left = count;
  while (left > 0) {
    const next = shiftDate(date, 1);
    date = next.date;
    if (isWorkingDay(next.weekday)) left -= 1;
  }
  return date;
}
