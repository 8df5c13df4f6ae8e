import { DEFAULT_TIME_ZONE } from '@kalam/shared';

/** Times as a learner in Egypt reads them: Arabic digits, Cairo wall clock. */
const time = new Intl.DateTimeFormat('ar-EG', {
  timeZone: DEFAULT_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const relative = new Intl.RelativeTimeFormat('ar-EG', { numeric: 'auto' });
const numbers = new Intl.NumberFormat('ar-EG');

export const formatTime = (instant: number | string) => time.format(new Date(instant));

/** «بعد ٥ دقائق», «بعد ساعتين». */
export function formatFromNow(instant: number | string, now: number): string {
  const minutes = Math.max(1, Math.ceil((new Date(instant).getTime() - now) / 60_000));
  return minutes < 60
    ? relative.format(minutes, 'minute')
    : relative.format(Math.round(minutes / 60), 'hour');
}

/** What is left of the call as «١٢:٠٥» (minutes and seconds), never below zero. */
export function formatRemaining(end: number | string, now: number): string {
  const seconds = Math.max(0, Math.floor((new Date(end).getTime() - now) / 1000));
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${numbers.format(mm)}:${numbers.format(ss).padStart(2, numbers.format(0))}`;
}
