import { byGender, count, dayAndTime, personTimeZone } from '@kalam/shared';
import type { LessonRow } from '../lessons/lessons.port.ts';
import type { UserRow } from '../users/users.port.ts';

/**
 * When a reminded event starts, on the recipient's own wall clock, as the app's screens say it
 * («الثلاثاء، ٢٤ نوفمبر، ٤:٣٠ العصر», decision 268): an e-mail and the page it points to agree.
 * A zone that is no place's (UTC, an unknown name) is read as Cairo's (decision 286).
 */
export const reminderWhen = (to: UserRow, start: number): string =>
  dayAndTime(start, personTimeZone(to));

/** «بكرة» for the day-before reminder, «بعد ساعة» for the hour-before one (ARABIC.md, time). */
export function reminderSoon(minutesBefore: number): string {
  return minutesBefore >= 24 * 60 ? 'بكرة' : 'بعد ساعة';
}

/**
 * «فكّرناك» / «فكّرناكي»: a reminder's subject opens to the recipient in their gender (decision 226);
 * the masculine when it is not known.
 */
export const remindedYou = byGender('فكّرناكي', 'فكّرناك');

/** The lesson reminder, in the product's colloquial voice like the onboarding calls' reminders. */
export function reminderMessage(
  lesson: LessonRow,
  to: UserRow,
  other: UserRow,
  minutesBefore: number,
): { subject: string; text: string } {
  return {
    subject: `${remindedYou(to)}: حصتك ${reminderSoon(minutesBefore)}`,
    text:
      `عندك حصة ${count('minutes', lesson.duration)} مع ${other.name} يوم ${reminderWhen(to, lesson.start)}. ` +
      // The tutor cancels but never moves a lesson (decision 021): only the student is offered both.
      (to.id === lesson.tutorId
        ? `تغيير الميعاد بيكون من ${other.name}، والإلغاء من صفحة الحصة لو حصل ظرف.`
        : 'تغيير الميعاد أو إلغاؤه من صفحة الحصة.'),
  };
}

/**
 * A lesson cancelled by the other member (or by the platform), to someone who may not have the
 * app open: when it was, and what became of it, in lines that need no gender (decision 237).
 */
export function canceledMessage(
  lesson: LessonRow,
  to: UserRow,
  other: UserRow,
): { subject: string; text: string } {
  const student = to.id === lesson.studentId;
  return {
    subject: `اتلغت حصتك مع ${other.name}`,
    text:
      `حصتك (${count('minutes', lesson.duration)}) مع ${other.name} يوم ${reminderWhen(to, lesson.start)} اتلغت. ` +
      (student
        ? 'دقايقها رجعت لرصيد الأسبوع، والحجز من صفحة المدرّسين.'
        : 'الميعاد رجع فاضي للحجز في مواعيدك.'),
  };
}

/** «ما دخلش» / «ما دخلتش»: the tutor who never came, named to the student in the tutor's gender. */
const didNotCome = byGender('ما دخلتش', 'ما دخلش');
/** «ما دخلتهاش» / «ما دخلتيهاش»: said to the tutor, in their own gender. */
const youDidNotCome = byGender('ما دخلتيهاش', 'ما دخلتهاش');

/**
 * A lesson cancelled at its end because its tutor never joined it (decision 240): the student
 * hears the minutes came back, the tutor that it earns nothing.
 */
export function tutorAbsentMessage(
  lesson: LessonRow,
  to: UserRow,
  other: UserRow,
): { subject: string; text: string } {
  const when = `(${count('minutes', lesson.duration)}) مع ${other.name} يوم ${reminderWhen(to, lesson.start)}`;
  return to.id === lesson.studentId
    ? {
        subject: `اتلغت حصتك مع ${other.name}`,
        text:
          `حصتك ${when} اتلغت لأن ${other.name} ${didNotCome(other)} الجلسة. ` +
          'دقايقها رجعت لرصيد الأسبوع، والحجز من صفحة المدرّسين.',
      }
    : {
        subject: `اتلغت حصتك مع ${other.name}`,
        text:
          `حصتك ${when} اتلغت لأنك ${youDidNotCome(to)} خالص، فمش هتتحسب في أرباحك ` +
          'ودقايقها رجعت للطالب.',
      };
}
