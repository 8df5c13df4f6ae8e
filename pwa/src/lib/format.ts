import {
  DEFAULT_TIME_ZONE,
  dayAndTime,
  instantAt,
  timeOfDay,
  timeOfDayParts,
  timeRange,
  toArabicDigits,
} from '@kalam/shared';

/**
 * Instants as a learner in Egypt reads them: Arabic digits (ar-EG), Cairo wall clock. Counts are
 * in `numbers.ts`, money in @kalam/shared (formatMoney). Features add their own phrasing on top
 * of these, never their own Intl objects for the same thing.
 */
const zone = DEFAULT_TIME_ZONE;
const dayLong = new Intl.DateTimeFormat('ar-EG', {
  timeZone: zone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const weekday = new Intl.DateTimeFormat('ar-EG', { timeZone: zone, weekday: 'long' });
const dayOfMonth = new Intl.DateTimeFormat('ar-EG', {
  timeZone: zone,
  day: 'numeric',
  month: 'short',
});

/** Noon of a local date: safe to format as that date whatever DST does. */
const noon = (day: string) => instantAt(day, 12 * 60, zone);

export const formatDayLong = (instant: number | string) => dayLong.format(new Date(instant));
/** «٤:٣٠ العصر», «٩ الصبح»: Cairo's parts of the day, never «ص/م» (decision 268, in shared). */
export const formatTime = (instant: number | string) => timeOfDay(instant, zone);
/** The same time as its clock and its part, { clock: '٤:٣٠', part: 'العصر' }, for a chip's two lines. */
export const formatTimeParts = (instant: number | string) => timeOfDayParts(instant, zone);
/** A span's two ends, the part of the day said once when they share it: «٤», «٤:٣٠ العصر». */
export function formatTimeRange(start: number | string, end: number | string): [string, string] {
  const { from, to } = timeRange(start, end, zone);
  return [from, to];
}
/** «الثلاثاء، ٢٤ نوفمبر، ٤:٣٠ العصر»: a day and its time, the one way the app joins them. */
export const formatDayTime = (instant: number | string) => dayAndTime(instant, zone);
export const dayWeekday = (day: string) => weekday.format(noon(day));
/**
 * The week's days by the server's count (0 Sunday … 6 Saturday), named as every date in the app
 * names them («الأحد»، «الاثنين»…): read from the same formatter, so a day chosen by number (the
 * quota's renewal day, a schedule's day) never reads differently from a date.
 */
export const WEEKDAY_NAMES: readonly string[] = Array.from({ length: 7 }, (_, n) =>
  // 22 November 2026 was a Sunday.
  dayWeekday(`2026-11-${22 + n}`),
);
export const formatWeekday = (instant: number | string) => weekday.format(new Date(instant));
export const dayDate = (day: string) => dayOfMonth.format(noon(day));
export const dayLongOf = (day: string) => dayLong.format(noon(day));

const dateShort = new Intl.DateTimeFormat('ar-EG', {
  timeZone: zone,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const relative = new Intl.RelativeTimeFormat('ar-EG', { numeric: 'auto' });

export const formatDateShort = (instant: number | string) => dateShort.format(new Date(instant));

/** «بعد ٣ ساعات», «بعد يومين»: how far a lesson is, in the largest unit that reads well. */
export function formatFromNow(instant: number | string, now: number): string {
  const minutes = Math.round((new Date(instant).getTime() - now) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

const dateMedium = new Intl.DateTimeFormat('ar-EG', { timeZone: zone, dateStyle: 'medium' });
/**
 * «٢٤/١١/٢٠٢٦، ٤:٣٠ العصر»: a record's moment in a table or a note, where its year matters and
 * a weekday would not fit (admin lists); what a learner or tutor reads uses formatDayTime.
 */
export const formatDateTime = (instant: number | string) =>
  `${dateMedium.format(new Date(instant))}، ${timeOfDay(instant, zone)}`;

const dateLong = new Intl.DateTimeFormat('ar-EG', { timeZone: zone, dateStyle: 'long' });
export const formatDate = (instant: number | string) => dateLong.format(new Date(instant));

/**
 * The voucher number in groups of three, easier to read aloud at an outlet, in the digits every
 * number on the page is read in: «١٢٣ ٤٥٦ ٧٨٩» (decision 289). Shown in `<bdo dir="ltr">`: groups
 * of Arabic-Indic digits between spaces run right to left even in a `dir="ltr"` element, so the
 * reference would read backwards. The copy button copies the ASCII digits.
 */
export function groupDigits(reference: string): string {
  return toArabicDigits(reference.replace(/\s+/g, '').replace(/(\d{3})(?=\d)/g, '$1 '));
}

/** A stored +20 number as Egyptians type it, for an input: «01012345678» ('' for none). */
export function localPhone(phone: string | null | undefined): string {
  return (phone ?? '').replace(/^\+20/, '0');
}

/** An Egyptian mobile number as read aloud and shown: «٠١٠١٢٣٤٥٦٧٨» (ARABIC.md, numbers). */
export function formatPhone(phone: string | null | undefined): string {
  return toArabicDigits(localPhone(phone));
}

/** The example in an empty phone field, in the digits the page shows: «٠١٠١٢٣٤٥٦٧٨». */
export const PHONE_PLACEHOLDER = formatPhone('01012345678');
