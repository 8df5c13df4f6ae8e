import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gender } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import { codeMessage } from '../../src/modules/codes/code-message.ts';
import { inviteMessage } from '../../src/modules/invites/invite-message.ts';
import { callReminderMessage } from '../../src/modules/jobs/call-jobs.ts';
import { reminderMessage } from '../../src/modules/jobs/reminder-message.ts';
import type { LessonRow } from '../../src/modules/lessons/lessons.port.ts';
import type { UserRow } from '../../src/modules/users/users.port.ts';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Messages the server sends to a known person speak to them in their gender (decision 226):
 * her e-mail and WhatsApp text read in her form, his in his, and someone whose gender is not
 * known reads the masculine (ARABIC.md's `other`).
 */

const START = Date.parse('2026-11-24T10:00:00Z');
const person = (gender: Gender | null, name = 'سلمى علي') =>
  ({ id: 'u', name, gender, timeZone: 'Africa/Cairo' }) as UserRow;
const lesson = { start: START, duration: 30 } as LessonRow;

describe('lesson and onboarding-call reminders', () => {
  it.each([
    ['female', 'فكّرناكي: حصتك بكرة'],
    ['male', 'فكّرناك: حصتك بكرة'],
    [null, 'فكّرناك: حصتك بكرة'],
  ] as const)('a lesson reminder to a %s reader: «%s»', (gender, subject) => {
    const message = reminderMessage(lesson, person(gender), person('male', 'أحمد حسن'), 24 * 60);
    expect(message.subject).toBe(subject);
    expect(message.text).toMatch(/^عندك حصة ٣٠ دقيقة مع أحمد حسن يوم /);
    expect(message.text).not.toMatch(/[0-9]/);
  });

  it('offers the student a move or a cancel, and the tutor only the cancel', () => {
    const booked = { ...lesson, tutorId: 'tutor-1', studentId: 'student-1' } as LessonRow;
    const sara = { ...person('female', 'سارة محمود'), id: 'student-1' } as UserRow;
    const ahmed = { ...person('male', 'أحمد حسن'), id: 'tutor-1' } as UserRow;
    expect(reminderMessage(booked, sara, ahmed, 60).text).toMatch(
      /تغيير الميعاد أو إلغاؤه من صفحة الحصة\.$/,
    );
    const toTutor = reminderMessage(booked, ahmed, sara, 60).text;
    expect(toTutor).toMatch(/^عندك حصة ٣٠ دقيقة مع سارة محمود يوم /);
    expect(toTutor).toMatch(
      /تغيير الميعاد بيكون من سارة محمود، والإلغاء من صفحة الحصة لو حصل ظرف\.$/,
    );
    expect(toTutor).not.toContain('إلغاؤه');
  });

  it.each([
    ['female', 'فكّرناكي: مقابلة الإنجليزي بعد ساعة', 'لو مش هتقدري تحضري، ألغي الميعاد'],
    ['male', 'فكّرناك: مقابلة الإنجليزي بعد ساعة', 'لو مش هتقدر تحضر، ألغِ الميعاد'],
    [null, 'فكّرناك: مقابلة الإنجليزي بعد ساعة', 'لو مش هتقدر تحضر، ألغِ الميعاد'],
  ] as const)('an interview reminder to a %s reader', (gender, subject, ask) => {
    const call = { start: START, minutes: 30, open: true, memberIds: [] };
    const message = callReminderMessage(
      'interview',
      call,
      person(gender),
      [person(null, 'منى')],
      60,
    );
    expect(message.subject).toBe(subject);
    expect(message.text).toContain('مع منى');
    expect(message.text).toContain(ask);
  });
});

describe('code messages', () => {
  const link = 'https://kalam.example/verify-email?code=12345';
  it.each([
    ['female', 'أو افتحي الرابط: ', 'لو ما طلبتيهوش، سيبي الرسالة دي'],
    ['male', 'أو افتح الرابط: ', 'لو ما طلبتهوش، سيب الرسالة دي'],
    [null, 'أو افتح الرابط: ', 'لو ما طلبتهوش، سيب الرسالة دي'],
  ] as const)('to a %s reader', (gender, open, ignore) => {
    const verify = codeMessage('verify-email', '12345', { gender }, link);
    expect(verify.text).toContain(`${open}${link}`);
    expect(codeMessage('forget-password', '12345', { gender }).text).toContain(ignore);
  });

  it('gives the code in Arabic-Indic digits with the Latin ones beside it, the minutes in Arabic-Indic', () => {
    for (const kind of ['verify-email', 'verify-phone', 'forget-password'] as const) {
      const { subject, text } = codeMessage(kind, '04219', { gender: 'female' });
      expect(text).toContain(': ٠٤٢١٩ (04219)\n');
      expect(text).toContain('الكود صالح لمدة ١٠ دقايق.');
      expect(text.replace('(04219)', '')).not.toMatch(/[0-9]/);
      expect(subject).not.toMatch(/[0-9]/);
    }
  });
});

describe('the invite e-mail (the invitee is not a user: no gender known)', () => {
  it('says what to do without a gendered verb, the date in Arabic-Indic digits', () => {
    const expiresAt = Date.parse('2026-11-30T10:00:00Z');
    const { subject, text } = inviteMessage(
      { role: 'Tutor', expiresAt, name: 'نور' },
      'https://kalam.example/register/tutor?invite=abc',
    );
    expect(subject).toBe('دعوة للانضمام لكلام');
    expect(text).toContain('أهلًا نور،');
    expect(text).toContain('بصفة مدرّس.');
    expect(text).toContain(
      'التسجيل بيكمل من الرابط ده: https://kalam.example/register/tutor?invite=abc',
    );
    expect(text).toContain('الرابط صالح لحد ٣٠ نوفمبر ٢٠٢٦.');
    expect(text).not.toMatch(/افتح|تمت دعوتك/);
  });

  it('names the studio role as the screens do, one name', () => {
    const { text } = inviteMessage({ role: 'Studio', expiresAt: Date.now() }, 'https://k.example');
    expect(text).toContain('بصفة فريق الاستوديو.');
  });
});

describe('a woman’s code e-mail, through the server', () => {
  const clock = new FixedClock(Date.parse('2026-11-22T10:00:00Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.stop());

  const lastMail = async (to: string) =>
    (await server.call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body.list[0] as {
      subject: string;
      body: string;
    };

  it.each([
    ['female', 'سيبي الرسالة دي'],
    ['male', 'سيب الرسالة دي'],
    [null, 'سيب الرسالة دي'],
  ] as const)('the password code mail of a %s user', async (gender, ignore) => {
    const user = await createUser(server, 'Student');
    server.deps.users.update(user.id, { gender });
    const send = await server.call('POST', '/confirmation-code/password/send', {
      body: { email: user.email },
    });
    expect(send.status).toBe(200);
    const mail = await lastMail(user.email);
    expect(mail.subject).toBe('كود تغيير كلمة المرور في كلام');
    expect(mail.body).toContain(ignore);
  });

  it('the verify-email code of a woman who signed up', async () => {
    const email = `salma-${Date.now()}@example.com`;
    const res = await server.call('POST', '/user', {
      body: {
        name: 'سلمى علي',
        email,
        password: 'password123',
        role: 'Student',
        gender: 'female',
      },
    });
    expect(res.status).toBe(201);
    expect((await lastMail(email)).body).toContain('أو افتحي الرابط: ');
  });
});
