import { formatComing, formatCountdown } from '../../lib/format-coming.ts';
import { formatClock } from '../../lib/numbers.ts';

export { formatTime, formatTimeRange } from '../../lib/format.ts';

/**
 * «كمان ٥ دقايق», «النهارده الساعة ٩:٣٥ الصبح»: the app's one way of saying when something comes
 * (Intl's «خلال ٥ دقائق» is فصحى), never «now» while the room is not open yet.
 */
export function formatFromNow(instant: number | string, now: number): string {
  return formatComing(Math.max(new Date(instant).getTime(), now + 60_000), now);
}

/** What is left of the call as «١٢:٠٥» (minutes and seconds), never below zero. */
export function formatRemaining(end: number | string, now: number): string {
  return formatClock((new Date(end).getTime() - now) / 1000);
}

/**
 * The call's clock in its header: before the start (the room opens ten minutes early) it says
 * in words how far the start is, «بتبدأ كمان ٨ دقايق» (decision 268); from the start, what is
 * left as a running clock, «فاضل ١٢:٠٥». Counting to the end before the lesson began read as a
 * lesson already running.
 */
export function callClock(
  session: { start: number | string; end: number | string },
  now: number,
): { started: boolean; time: string } {
  const started = now >= new Date(session.start).getTime();
  return {
    started,
    time: started ? formatRemaining(session.end, now) : formatCountdown(session.start, now),
  };
}
