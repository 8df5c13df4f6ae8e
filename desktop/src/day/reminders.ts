import {
  DESKTOP_TEXT,
  SESSION_EARLY_JOIN_MINUTES,
  type DesktopNotice,
  type ScheduleLesson,
} from '@kalam/shared';

const MINUTE = 60_000;
/** A tutor on a laptop needs a moment to find a charger and a quiet room. */
export const REMINDER_MINUTES_BEFORE = 15;

export interface PlannedNotice {
  /** Stable per lesson and kind: a schedule sent again does not notify twice. */
  key: string;
  at: number;
  notice: DesktopNotice;
}

/**
 * The notices a tutor's coming lessons call for: a reminder before each, and a "room is open"
 * notice when the room lets them in (SESSION_EARLY_JOIN_MINUTES before the start). Only
 * moments still ahead; a lesson already running gets its room notice at once.
 */
export function planNotices(
  lessons: readonly ScheduleLesson[],
  now: number,
  formatTime: (instant: number) => string,
): PlannedNotice[] {
  const planned: PlannedNotice[] = [];
  for (const lesson of lessons) {
    const start = Date.parse(lesson.start);
    const end = Date.parse(lesson.end);
    if (end <= now) continue;
    const remindAt = start - REMINDER_MINUTES_BEFORE * MINUTE;
    if (remindAt > now)
      planned.push({
        key: `${lesson.id}:reminder`,
        at: remindAt,
        notice: {
          title: DESKTOP_TEXT.reminderTitle(lesson.title),
          body: DESKTOP_TEXT.reminderBody(formatTime(start)),
          path: lesson.roomPath,
        },
      });
    planned.push({
      key: `${lesson.id}:room-open`,
      at: Math.max(now, start - SESSION_EARLY_JOIN_MINUTES * MINUTE),
      notice: {
        title: DESKTOP_TEXT.roomOpenTitle(lesson.title),
        body: DESKTOP_TEXT.roomOpenBody,
        path: lesson.roomPath,
      },
    });
  }
  return planned.sort((a, b) => a.at - b.at);
}

export interface ReminderDeps {
  now(): number;
  formatTime(instant: number): string;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  show(notice: DesktopNotice): void;
}

/** Keeps one timer per planned notice; a new schedule replaces the old timers. */
export class ReminderScheduler {
  private timers: unknown[] = [];
  private readonly shown = new Set<string>();

  constructor(private readonly deps: ReminderDeps) {}

  schedule(lessons: readonly ScheduleLesson[]): void {
    this.stop();
    const now = this.deps.now();
    for (const plan of planNotices(lessons, now, this.deps.formatTime)) {
      if (this.shown.has(plan.key)) continue;
      this.timers.push(
        this.deps.setTimer(() => {
          this.shown.add(plan.key);
          this.deps.show(plan.notice);
        }, plan.at - now),
      );
    }
  }

  stop(): void {
    for (const t of this.timers) this.deps.clearTimer(t);
    this.timers = [];
  }
}
