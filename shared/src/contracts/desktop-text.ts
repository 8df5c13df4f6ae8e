import { joinParts } from '../i18n/separator.ts';

/**
 * What the desktop app's main process says itself (tray, dialogs, reminders): the rest of its
 * text comes from the PWA. Times inside these are formatted with ar-EG digits by the caller.
 */
export const DESKTOP_TEXT = {
  appName: 'كلام',
  trayTooltip: 'كلام: حصص النهارده',
  todayLessons: 'حصص النهارده',
  noLessonsToday: 'مفيش حصص النهارده',
  join: (who: string) => `ادخل الحصة مع ${who}`,
  lessonAt: (time: string, who: string) => joinParts(time, who),
  open: 'افتح كلام',
  startAtLogin: 'افتح كلام مع تشغيل الجهاز',
  quit: 'اقفل كلام',
  pickVideos: 'اختار فيديوهات',
  videos: 'فيديوهات',
  reminderTitle: (who: string) => `حصتك مع ${who} قرّبت`,
  reminderBody: (time: string) => `الحصة الساعة ${time}.`,
  roomOpenTitle: (who: string) => `غرفة الحصة مع ${who} فتحت`,
  roomOpenBody: 'دوس هنا عشان تدخل.',
  offlineSchedule: 'مش متصل: دي آخر مواعيد اتحفظت',
} as const;
