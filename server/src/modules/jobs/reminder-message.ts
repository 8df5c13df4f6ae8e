import type { LessonRow } from '../lessons/lessons.port.ts';
import type { UserRow } from '../users/users.port.ts';

/** The Arabic reminder, with the time on the recipient's own wall clock. */
export function reminderMessage(
  lesson: LessonRow,
  to: UserRow,
  other: UserRow,
  minutesBefore: number,
): { subject: string; text: string } {
  const when = new Intl.DateTimeFormat('ar-EG', {
    timeZone: to.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(lesson.start));
  const soon = minutesBefore >= 24 * 60 ? 'غدًا' : 'بعد ساعة';
  return {
    subject: `تذكير: حصتك ${soon}`,
    text: `لديك حصة مدتها ${lesson.duration} دقيقة مع ${other.name} يوم ${when}.`,
  };
}
