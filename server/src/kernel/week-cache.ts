import type { InstantRange } from '@kalam/shared';

/**
 * Remembers the last week a week function answered. Every instant inside that week has the same
 * week, so most calls skip date-fns' time-zone arithmetic (tens of µs a call, twice per booking).
 * For week functions only: `week(t)` must hold t, and equal `week(u)` for every u inside it.
 */
export function lastWeekCache(
  week: (instant: number) => InstantRange,
): (instant: number) => Readonly<InstantRange> {
  let last: Readonly<InstantRange> | undefined;
  return (instant) => {
    if (last && last.start <= instant && instant < last.end) return last;
    last = Object.freeze(week(instant));
    return last;
  };
}
