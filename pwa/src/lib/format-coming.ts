import { DEFAULT_TIME_ZONE, say } from '@kalam/shared';
import { formatDateShort, formatTime, formatWeekday } from './format.ts';

// Its own module: its phrases come from the ICU catalogue, which the app's frame does not load.
const cairoDay = (instant: number) =>
  new Date(instant).toLocaleDateString('en-CA', { timeZone: DEFAULT_TIME_ZONE });

/**
 * When something comes, as people say it (ARABIC.md «Time»): «كمان ٥ دقايق» within the hour,
 * «النهارده الساعة ٥ العصر», «بكرة الساعة ٤ العصر», then the weekday. Never «خلال ٣٢ ساعة».
 */
export function formatComing(instant: number | string, now: number): string {
  const at = new Date(instant).getTime();
  const minutes = Math.round((at - now) / 60_000);
  if (minutes <= 0) return say('comingNow');
  if (minutes < 60) return say('comingWithin', { count: minutes });
  const clock = formatTime(at);
  const day = cairoDay(at);
  if (day === cairoDay(now)) return say('comingToday', { time: clock });
  if (day === cairoDay(now + 24 * 3_600_000)) return say('comingTomorrow', { time: clock });
  // Within the week the weekday is enough; further off it needs its date.
  const on = at - now < 6 * 24 * 3_600_000 ? formatWeekday(at) : formatDateShort(at);
  return say('comingOn', { day: on, time: clock });
}

/**
 * A countdown in words, for a screen that ticks (the lesson room before its start): whole
 * minutes rounded up, «كمان ٨ دقايق» … «كمان دقيقة», then the last minute's seconds, «كمان ٣٦
 * ثانية». Minutes alone stay calm while someone waits; the seconds say it is about to begin.
 */
export function formatCountdown(instant: number | string, now: number): string {
  const seconds = Math.max(1, Math.ceil((new Date(instant).getTime() - now) / 1000));
  return seconds >= 60
    ? say('comingWithin', { count: Math.ceil(seconds / 60) })
    : say('comingWithinSeconds', { count: seconds });
}
