import { DEFAULT_TIME_ZONE, LOCALE } from '../constants.ts';
import { PART_OF_DAY_NAMES, partOfDay } from './part-of-day.ts';
import { wallClock } from './zoned.ts';

/*
 * A time of day as people in Cairo say it (decision 268): «٤:٣٠ العصر», «٩ الصبح», never Intl's
 * «٤:٣٠ م». A whole hour drops «:٠٠» as it does aloud («بكرة الساعة ٤»). Every screen, e-mail,
 * WhatsApp text and desktop notice says a time through these, so they cannot drift apart.
 */

// Intl gives the twelve-hour hour and the Arabic-Indic digits; only the part's name is ours.
// UTC and a fixed date: the input is already a wall-clock minute, nothing here shifts it.
// Made on first use: a process's first DateTimeFormat loads ICU's date data (~12–25 ms here),
// and the server imports this module before it listens (decisions 218, 234: keep it after).
let clock: Intl.DateTimeFormat | undefined;
const clockFormat = () =>
  (clock ??= new Intl.DateTimeFormat(LOCALE, {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }));

/** A time's two halves, for a layout that sets them apart (a booking chip): «٤:٣٠» and «العصر». */
export interface ClockParts {
  clock: string;
  part: string;
}

/** A minute of the wall-clock day (0…1439) as its clock and its part of the day. */
export function clockParts(minuteOfDay: number): ClockParts {
  const parts = clockFormat().formatToParts(Date.UTC(2000, 0, 1, 0, minuteOfDay));
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '';
  const minutes = parts.find((p) => p.type === 'minute')?.value ?? '';
  return {
    clock: minuteOfDay % 60 === 0 ? hour : `${hour}:${minutes}`,
    part: PART_OF_DAY_NAMES[partOfDay(Math.floor(minuteOfDay / 60) % 24)],
  };
}

/** A minute of the wall-clock day (0…1439) in words: 990 → «٤:٣٠ العصر», 540 → «٩ الصبح». */
export function clockTime(minuteOfDay: number): string {
  const { clock, part } = clockParts(minuteOfDay);
  return `${clock} ${part}`;
}

/** An instant's clock and part of the day on the wall clock of `zone`. */
export function timeOfDayParts(
  instant: number | string,
  zone: string = DEFAULT_TIME_ZONE,
): ClockParts {
  return clockParts(wallClock(new Date(instant).getTime(), zone).minute);
}

/** An instant's time of day on the wall clock of `zone` (Cairo unless the person's differs). */
export function timeOfDay(instant: number | string, zone: string = DEFAULT_TIME_ZONE): string {
  return clockTime(wallClock(new Date(instant).getTime(), zone).minute);
}

const days = new Map<string, Intl.DateTimeFormat>();
function dayIn(zone: string): Intl.DateTimeFormat {
  let format = days.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    days.set(zone, format);
  }
  return format;
}

/** The day and the time of an instant: «الثلاثاء، ٢٤ نوفمبر، ٤:٣٠ العصر». */
export function dayAndTime(instant: number | string, zone: string = DEFAULT_TIME_ZONE): string {
  return `${dayIn(zone).format(new Date(instant))}، ${timeOfDay(instant, zone)}`;
}

/**
 * Two times of one span, as said aloud: the part of the day once when both ends share it
 * («من ٤ لـ ٤:٣٠ العصر»), at each end when they do not («من ١١:٣٠ الصبح لـ ١٢:١٥ الضهر»).
 * The caller puts them in its own words («من … لـ …», «… – …»).
 */
export function timeRange(
  start: number | string,
  end: number | string,
  zone: string = DEFAULT_TIME_ZONE,
): { from: string; to: string } {
  const a = timeOfDayParts(start, zone);
  const b = timeOfDayParts(end, zone);
  return { from: a.part === b.part ? a.clock : `${a.clock} ${a.part}`, to: `${b.clock} ${b.part}` };
}
