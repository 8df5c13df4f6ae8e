import { startOfLocalDay } from '@kalam/shared';
import { formatDate, formatTime } from '../../lib/format.ts';

const DAY_MS = 86_400_000;

/** Whole Cairo days from `instant` to `now` (0 today, 1 yesterday); DST days round right. */
export function daysAgo(instant: string | number, now: number): number {
  return Math.round((startOfLocalDay(now) - startOfLocalDay(new Date(instant).getTime())) / DAY_MS);
}

/** The room list's time: the hour today, «yesterday», else the date. */
export function listTime(instant: string, now: number, yesterday: string): string {
  const days = daysAgo(instant, now);
  if (days <= 0) return formatTime(instant);
  if (days === 1) return yesterday;
  return formatDate(instant);
}

/** The separator above a day's first message. */
export function dayLabel(
  instant: string,
  now: number,
  words: { today: string; yesterday: string },
): string {
  const days = daysAgo(instant, now);
  if (days <= 0) return words.today;
  if (days === 1) return words.yesterday;
  return formatDate(instant);
}

/** Splits a room's messages where the Cairo day changes: [day key, its messages][]. */
export function byDay<T extends { createdAt: string }>(messages: T[]): [number, T[]][] {
  const out: [number, T[]][] = [];
  for (const m of messages) {
    const day = startOfLocalDay(new Date(m.createdAt).getTime());
    const last = out.at(-1);
    if (last && last[0] === day) last[1].push(m);
    else out.push([day, [m]]);
  }
  return out;
}
