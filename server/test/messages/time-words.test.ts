import { describe, expect, it } from 'vitest';
import { callCanceledMessage, callReminderMessage } from '../../src/modules/jobs/call-jobs.ts';
import { canceledMessage, reminderMessage } from '../../src/modules/jobs/reminder-message.ts';
import type { LessonRow } from '../../src/modules/lessons/lessons.port.ts';
import type { UserRow } from '../../src/modules/users/users.port.ts';

/*
 * An e-mail or WhatsApp text says a time as the screens do (decision 268): Cairo's parts of the
 * day on the recipient's own clock, «٤:٣٠ العصر», never Intl's «ص/م».
 */

const START = Date.parse('2026-11-24T14:30:00Z'); // 4:30 pm in Cairo, 2:30 pm in London
const person = (id: string, name: string, timeZone = 'Africa/Cairo') =>
  ({ id, name, gender: null, timeZone }) as UserRow;
const tutor = person('tutor-1', 'أحمد حسن');
const student = person('student-1', 'سارة محمود');
const lesson = {
  start: START,
  duration: 30,
  tutorId: tutor.id,
  studentId: student.id,
} as LessonRow;

describe('times in the server’s messages', () => {
  it('a lesson reminder and a cancellation say the day and «٤:٣٠ العصر»', () => {
    const when = 'يوم الثلاثاء، ٢٤ نوفمبر، ٤:٣٠ العصر';
    expect(reminderMessage(lesson, student, tutor, 60).text).toContain(when);
    expect(canceledMessage(lesson, student, tutor).text).toContain(when);
    expect(reminderMessage(lesson, student, tutor, 60).text).not.toMatch(/ [صم][ .]/);
  });

  it('reads the recipient’s own clock: London hears «٢:٣٠ الضهر»', () => {
    const abroad = person(student.id, student.name, 'Europe/London');
    expect(reminderMessage(lesson, abroad, tutor, 60).text).toContain('٢:٣٠ الضهر');
  });

  it('an onboarding call’s reminder and cancellation too, a whole hour without «:٠٠»', () => {
    const call = {
      start: Date.parse('2026-11-24T07:00:00Z'),
      minutes: 30,
      open: true,
      memberIds: [student.id],
    };
    expect(callReminderMessage('interview', call, student, [tutor], 60).text).toContain(
      'يوم الثلاثاء، ٢٤ نوفمبر، ٩ الصبح.',
    );
    expect(callCanceledMessage('interview', call, student, [tutor]).text).toContain('٩ الصبح');
  });
});
