import { TZDate } from '@date-fns/tz';
import { addMonths, addWeeks, startOfDay, startOfWeek } from 'date-fns';
import { DEFAULT_TIME_ZONE, MINUTES_IN_DAY, QUOTA_RENEWAL } from '../constants.ts';
import type { Weekday } from '../enums.ts';

/**
 * Wall-clock rules (weeks, availability, quota) are computed in a zone, Cairo by default, with
 * its daylight saving time; instants stay epoch milliseconds. Decision 020.
 */
export interface InstantRange {
  /** Inclusive, epoch ms. */
  start: number;
  /** Exclusive, epoch ms. */
  end: number;
}

export interface WallClock {
  weekday: Weekday;
  /** Minutes since the local midnight: 0..1439. */
  minute: number;
  /** The local date, yyyy-mm-dd. */
  date: string;
}

function inZone(instant: number, zone: string): TZDate {
  return new TZDate(instant, zone);
}

/** What a clock on the wall in `zone` shows at `instant`. */
export function wallClock(instant: number, zone: string = DEFAULT_TIME_ZONE): WallClock {
  const d = inZone(instant, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    weekday: d.getDay() as Weekday,
    minute: d.getHours() * 60 + d.getMinutes(),
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
  };
}

/** Minutes since the local Sunday midnight: weekday × 1440 + minute of the day. */
export function weekMinute(instant: number, zone: string = DEFAULT_TIME_ZONE): number {
  const { weekday, minute } = wallClock(instant, zone);
  return weekday * MINUTES_IN_DAY + minute;
}

/** The booking week holding `instant`: local Sunday 00:00 to the next Sunday 00:00. */
export function bookingWeek(instant: number, zone: string = DEFAULT_TIME_ZONE): InstantRange {
  const start = startOfWeek(inZone(instant, zone), { weekStartsOn: 0 });
  return { start: start.getTime(), end: addWeeks(start, 1).getTime() };
}

/**
 * The quota week holding `instant`: from one renewal (QUOTA_RENEWAL's weekday and hour in
 * Cairo) to the next.
 */
export function quotaWeek(
  instant: number,
  renewal: { weekday: number; hour: number } = QUOTA_RENEWAL,
  zone: string = DEFAULT_TIME_ZONE,
): InstantRange {
  const weekStart = startOfWeek(inZone(instant, zone), {
    weekStartsOn: renewal.weekday as Weekday,
  });
  let start = new TZDate(weekStart.getTime(), zone);
  start.setHours(renewal.hour, 0, 0, 0);
  if (start.getTime() > instant) start = addWeeks(start, -1);
  return { start: start.getTime(), end: addWeeks(start, 1).getTime() };
}

/** The local midnight that starts the day of `instant`. */
export function startOfLocalDay(instant: number, zone: string = DEFAULT_TIME_ZONE): number {
  return startOfDay(inZone(instant, zone)).getTime();
}

/** `months` calendar months after `instant`, on the local calendar (end of month clamps). */
export function addLocalMonths(
  instant: number,
  months: number,
  zone: string = DEFAULT_TIME_ZONE,
): number {
  return addMonths(inZone(instant, zone), months).getTime();
}

/** The instant a wall clock in `zone` shows `minute` on the local date of `day` (yyyy-mm-dd). */
export function instantAt(day: string, minute: number, zone: string = DEFAULT_TIME_ZONE): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Wall-clock fields, not elapsed minutes: 10:00 is 10:00 even on the day DST starts.
  return new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, 0, 0, zone).getTime();
}

/** A valid IANA zone name (Intl knows it). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
