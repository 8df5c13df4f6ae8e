import { MINUTES_IN_DAY, clockTime, dayAndTime } from '@kalam/shared';
import { scheduleText as t } from './text.ts';

/** Times of day and dates as a tutor in Egypt reads them: Arabic digits, الصبح … بالليل. */
const numbers = new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 2 });

/** A minute of the day (0…1440) as a wall-clock time, «٩:٣٠ الصبح»; 1440 is the end of the day. */
export function minuteLabel(minute: number): string {
  if (minute >= MINUTES_IN_DAY) return t.endOfDay;
  return clockTime(minute);
}

/** A day's available time: «٤٥ دقيقة» under an hour, «٤٫٥ ساعة» from there. */
export const durationLabel = (minutes: number) =>
  minutes < 60 ? t.minutes(minutes) : t.hours(minutes / 60);
export const numberLabel = (n: number) => numbers.format(n);

/** A lesson's day and time on the tutor's wall clock. */
export const lessonWhen = (iso: string, zone: string) => dayAndTime(iso, zone);
