import type { MenuItemConstructorOptions } from 'electron';
import {
  DESKTOP_TEXT,
  SESSION_EARLY_JOIN_MINUTES,
  startOfLocalDay,
  type ScheduleLesson,
} from '@kalam/shared';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface TrayState {
  lessons: readonly ScheduleLesson[];
  now: number;
  /** The lessons come from the copy kept on disk (no connection yet). */
  fromCache: boolean;
  startAtLogin: boolean;
}

export interface TrayActions {
  open(path: string): void;
  setStartAtLogin(enabled: boolean): void;
  quit(): void;
}

/** The lesson's room lets its members in (from SESSION_EARLY_JOIN_MINUTES before, until the end). */
export function roomIsOpen(lesson: ScheduleLesson, now: number): boolean {
  return (
    now >= Date.parse(lesson.start) - SESSION_EARLY_JOIN_MINUTES * MINUTE &&
    now < Date.parse(lesson.end)
  );
}

/** Today's lessons (Cairo's day) still to come or running, in order. */
export function todaysLessons(lessons: readonly ScheduleLesson[], now: number): ScheduleLesson[] {
  const dayStart = startOfLocalDay(now);
  return lessons
    .filter((l) => Date.parse(l.end) > now && Date.parse(l.start) < dayStart + DAY)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The tray's menu: today's lessons, a join item for an open room, the app's own items. */
export function trayMenu(
  state: TrayState,
  actions: TrayActions,
  formatTime: (instant: number) => string,
): MenuItemConstructorOptions[] {
  const today = todaysLessons(state.lessons, state.now);
  const lessonItems: MenuItemConstructorOptions[] = today.length
    ? today.map((lesson) =>
        roomIsOpen(lesson, state.now)
          ? { label: DESKTOP_TEXT.join(lesson.title), click: () => actions.open(lesson.roomPath) }
          : {
              label: DESKTOP_TEXT.lessonAt(formatTime(Date.parse(lesson.start)), lesson.title),
              enabled: false,
            },
      )
    : [{ label: DESKTOP_TEXT.noLessonsToday, enabled: false }];
  return [
    { label: DESKTOP_TEXT.todayLessons, enabled: false },
    ...(state.fromCache ? [{ label: DESKTOP_TEXT.offlineSchedule, enabled: false }] : []),
    ...lessonItems,
    { type: 'separator' },
    { label: DESKTOP_TEXT.open, click: () => actions.open('/') },
    {
      label: DESKTOP_TEXT.startAtLogin,
      type: 'checkbox',
      checked: state.startAtLogin,
      click: (item) => actions.setStartAtLogin(item.checked),
    },
    { type: 'separator' },
    { label: DESKTOP_TEXT.quit, click: () => actions.quit() },
  ];
}
