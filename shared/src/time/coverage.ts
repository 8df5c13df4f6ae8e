import { MINUTES_IN_DAY } from '../constants.ts';
import { weekMinute } from './zoned.ts';

export interface WeeklySlot {
  weekday: number;
  start: number;
  end: number;
}

/**
 * Does a weekly template cover a lesson? The lesson's start is read on the tutor's wall clock
 * (their zone, with its DST); it must fit, minute for minute, in the union of slots, so a slot
 * ending at 24:00 joins one starting at 00:00 the next day. Decision 021. The server enforces
 * it at booking; the booking dialog uses it to decide what to offer.
 */
export function covers(
  slots: readonly WeeklySlot[],
  start: number,
  durationMinutes: number,
  zone: string,
): boolean {
  const from = weekMinute(start, zone);
  const to = from + durationMinutes;
  const ranges = slots
    .map((s) => [s.weekday * MINUTES_IN_DAY + s.start, s.weekday * MINUTES_IN_DAY + s.end] as const)
    .sort((a, b) => a[0] - b[0]);
  let reach = from;
  for (const [a, b] of ranges) {
    if (a > reach) break;
    if (b > reach) reach = b;
    if (reach >= to) return true;
  }
  return false;
}
