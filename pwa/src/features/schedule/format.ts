import { MINUTES_IN_DAY } from '@kalam/shared';
import { scheduleText as t } from './text.ts';

/** Times of day and dates as a tutor in Egypt reads them: Arabic digits, ص/م. */
const timeOfDay = new Intl.DateTimeFormat('ar-EG', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});
const numbers = new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 2 });
const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** A minute of the day (0…1440) as a wall-clock time; 1440 is the end of the day. */
export function minuteLabel(minute: number): string {
  if (minute >= MINUTES_IN_DAY) return t.endOfDay;
  return timeOfDay.format(Date.UTC(2000, 0, 2, 0, minute));
}

/** A day's available time: «٤٥ دقيقة» under an hour, «٤٫٥ ساعة» from there. */
export const durationLabel = (minutes: number) =>
  minutes < 60 ? t.minutes(minutes) : t.hours(minutes / 60);
export const numberLabel = (n: number) => numbers.format(n);

/** A lesson's day and time on the tutor's wall clock. */
export function lessonWhen(iso: string, zone: string): string {
  let format = whenFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('ar-EG', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
    });
    whenFormats.set(zone, format);
  }
  return format.format(new Date(iso));
}
