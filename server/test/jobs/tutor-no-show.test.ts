import { beforeAll, describe, expect, it } from 'vitest';
import {
  HOUR,
  MIN,
  MONDAY,
  schedulingFile,
  insertPlan,
  iso,
  quickUser,
  subscribedStudent,
  tutorWith,
  type Person,
} from '../lessons/scheduling-fixtures.ts';
import { attendLesson } from '../sessions/attend.ts';

// Decision 240: a lesson whose tutor never joined its session ends cancelled by the tutor, with
// the student's minutes back and no earning; a lesson the tutor joined is fulfilled and earns,
// whether the student came or not.

const { clock, server } = schedulingFile();
let tutor: Person;
let student: Person;
let admin: Person;

beforeAll(async () => {
  const planId = insertPlan(server, { weeklyMinutes: 60 });
  tutor = await tutorWith(server, { notificationMethod: 'whatsapp' });
  server.deps.users.update(tutor.id, { gender: 'female' });
  student = await subscribedStudent(server, planId);
  admin = await quickUser(server, 'SuperAdmin');
});

const book = async (start: number) => {
  const res = await server.call('POST', '/lesson', {
    token: student.token,
    body: { tutorId: tutor.id, start: iso(start), duration: 30 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
};
const lesson = (id: string) => server.deps.lessonsService.get(id)!;
const week = async () => (await server.call('GET', '/sub/user', { token: student.token })).body;
const earned = async () =>
  (await server.call('GET', `/invoice/stats/${tutor.id}`, { token: tutor.token })).body
    .earned as number;
const ledgerLines = (lessonId: string) =>
  server.deps.sqlite
    .prepare('SELECT amount FROM earnings_ledger WHERE lesson_id = ?')
    .all(lessonId) as { amount: number }[];
const mail = (to: string) =>
  server.deps.sqlite
    .prepare(
      'SELECT channel, subject, body FROM outbox_messages WHERE recipient = ? ORDER BY created_at',
    )
    .all(to) as { channel: string; subject: string; body: string }[];

describe('a lesson at its end (decision 240)', () => {
  it('is cancelled by the tutor when the tutor never joined: minutes back, no earning, both told', async () => {
    const absentStart = MONDAY + 26 * HOUR;
    const absent = await book(absentStart);
    expect(await week()).toMatchObject({ usedMinutes: 30, remainingMinutes: 30 });
    const earnedBefore = await earned();

    // The student waits in the lesson; the tutor never comes.
    clock.set(absentStart + 2 * MIN);
    attendLesson(server, absent, student.id);
    clock.set(absentStart + 30 * MIN);
    // The end job runs twice (two runners, or a retry): the outcome is the same.
    await Promise.all([server.deps.jobRunner.runDue(), server.deps.jobRunner.runDue()]);
    await server.deps.jobRunner.runDue();

    // The next lesson: the tutor comes late, and alone. She waited, so it is taught and paid.
    const keptStart = absentStart + HOUR;
    const kept = await book(keptStart);
    clock.set(keptStart + 25 * MIN);
    attendLesson(server, kept, tutor.id);
    clock.set(keptStart + 30 * MIN);
    await server.deps.jobRunner.runDue();

    expect(lesson(absent)).toMatchObject({
      status: 'cancelled',
      canceledBy: 'tutor',
      cancelReason: 'المدرّسة ما دخلتش الحصة',
    });
    expect(lesson(kept).status).toBe('fulfilled');

    // The student's week has the absent lesson's thirty minutes back, not the taught one's.
    expect(await week()).toMatchObject({ usedMinutes: 30, remainingMinutes: 30 });

    // The tutor's ledger has a line for the taught lesson only.
    expect(ledgerLines(absent)).toEqual([]);
    expect(ledgerLines(kept)).toEqual([{ amount: lesson(kept).price }]);
    expect(lesson(kept).price).toBeGreaterThan(0);
    expect(await earned()).toBe(earnedBefore + lesson(kept).price);

    // Each member reads as a cancelled lesson reads: the student from the schedule…
    const mine = await server.call('GET', `/lesson/${absent}`, { token: student.token });
    expect(mine.body).toMatchObject({ status: 'cancelled', canceledBy: 'tutor' });
    // …the admin with the reason, where a cancelled lesson's reason shows.
    const activity = await server.call('GET', `/admin/tutor/${tutor.id}/activity?kind=lesson`, {
      token: admin.token,
    });
    const item = activity.body.list.find((i: { id: string }) => i.id === absent);
    expect(item).toMatchObject({ status: 'cancelled', text: 'المدرّسة ما دخلتش الحصة' });

    // Both hear of it by e-mail (and the tutor on WhatsApp), once, with what became of it.
    await expect
      .poll(() => mail(student.email).filter((m) => m.subject.startsWith('اتلغت')))
      .toHaveLength(1);
    const toStudent = mail(student.email).find((m) => m.subject.startsWith('اتلغت'))!;
    expect(toStudent.body).toContain('ما دخلتش الجلسة');
    expect(toStudent.body).toContain('دقايقها رجعت لرصيد الأسبوع');
    expect(toStudent.body).not.toMatch(/[0-9]/);
    await expect
      .poll(() => mail(tutor.email).filter((m) => m.subject.startsWith('اتلغت')))
      .toHaveLength(1);
    expect(mail(tutor.email).find((m) => m.subject.startsWith('اتلغت'))!.body).toContain(
      'مش هتتحسب في أرباحك',
    );
    expect(mail(tutor.phone).filter((m) => m.subject.startsWith('اتلغت'))).toHaveLength(1);

    // Ending them again (a job retried by hand) changes nothing: no second cancel or earning.
    const ended = lesson(absent);
    server.deps.lessonsService.moveStatus(ended, 'fulfilled');
    server.deps.lessonsService.moveStatus(lesson(kept), 'fulfilled');
    expect(lesson(absent)).toEqual(ended);
    expect(ledgerLines(absent)).toEqual([]);
    expect(ledgerLines(kept)).toHaveLength(1);
  });

  it('counts a tutor who joined only after the student had left, and is fulfilled and paid', async () => {
    clock.set(MONDAY + 2 * 24 * HOUR);
    const start = MONDAY + 3 * 24 * HOUR;
    const id = await book(start);
    const before = await earned();
    clock.set(start + MIN);
    attendLesson(server, id, student.id);
    clock.set(start + 29 * MIN);
    attendLesson(server, id, tutor.id);
    clock.set(start + 31 * MIN);
    await server.deps.jobRunner.runDue();
    expect(lesson(id).status).toBe('fulfilled');
    expect(await earned()).toBe(before + lesson(id).price);
  });
});
