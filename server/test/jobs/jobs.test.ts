import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { startServer, type KalamServer } from '../../src/server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  HOUR,
  MIN,
  MONDAY,
  clockAt,
  insertPlan,
  iso,
  subscribedStudent,
  tutorWith,
} from '../lessons/scheduling-fixtures.ts';
import { attendLesson } from '../sessions/attend.ts';

const clock = clockAt();
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** Start a server on an existing data dir: what a restart after a crash or deploy looks like. */
function restart(dataDir: string): Promise<KalamServer> {
  const config = loadConfig({
    KALAM_SERVER_TARGET: 'local',
    KALAM_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    KALAM_LOG_LEVEL: 'silent',
    KALAM_SEED_DEMO: '0',
  });
  return startServer({ config, clock, rateLimit: false });
}

/** What the jobs here sent: reminders and cancellations, not the booking's notices (decision 285). */
function messages(server: KalamServer, to: string) {
  return (
    server.deps.sqlite
      .prepare(
        'SELECT channel, subject, body FROM outbox_messages WHERE recipient = ? ORDER BY created_at',
      )
      .all(to) as { channel: string; subject: string; body: string }[]
  ).filter((m) => !BOOKING_NOTICE.test(m.subject));
}
const BOOKING_NOTICE = /^(اتحجزت حصتك|حصة جديدة) مع /;
const status = (server: KalamServer, id: string) =>
  (
    server.deps.sqlite.prepare('SELECT status FROM lessons WHERE id = ?').get(id) as {
      status: string;
    }
  ).status;

describe('persistent jobs', () => {
  it('reminds a day and an hour before, moves the status on time, and survives a restart', async () => {
    clock.set(MONDAY);
    const first: TestServer = await startTestServer({ clock, rateLimit: false });
    cleanup.push(first.dataDir);
    const planId = insertPlan(first, { weeklyMinutes: 60 });
    const tutor = await tutorWith(first, { notificationMethod: 'whatsapp' });
    const student = await subscribedStudent(first, planId);
    // She reads her reminders in her form (decision 226); the tutor's gender is not given.
    first.deps.users.update(student.id, { gender: 'female' });
    const start = MONDAY + 26 * HOUR; // Tuesday 12:00 Cairo
    const res = await first.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(start), duration: 30 },
    });
    expect(res.status).toBe(201);
    const lessonId = res.body.id;

    await first.deps.jobRunner.runDue();
    expect(messages(first, student.email)).toEqual([]);

    clock.set(start - 24 * HOUR);
    await first.deps.jobRunner.runDue();
    await first.deps.jobRunner.runDue();
    expect(messages(first, student.email)).toHaveLength(1);
    expect(messages(first, tutor.email)).toHaveLength(1);
    expect(messages(first, tutor.phone).map((m) => m.channel)).toEqual(['whatsapp']);
    expect(messages(first, student.phone)).toEqual([]);

    // The server goes down; the one-hour reminder falls due while it is down.
    await first.close();
    clock.set(start - 30 * MIN);
    const second = await restart(first.dataDir);
    await second.deps.jobRunner.runDue();
    await second.deps.jobRunner.runDue();
    expect(messages(second, student.email).map((m) => m.subject)).toEqual([
      'فكّرناكي: حصتك بكرة',
      'فكّرناكي: حصتك بعد ساعة',
    ]);
    expect(messages(second, tutor.email).map((m) => m.subject)).toEqual([
      'فكّرناك: حصتك بكرة',
      'فكّرناك: حصتك بعد ساعة',
    ]);
    // The product's colloquial voice, the minutes counted in Arabic, no Western digit.
    const body = messages(second, student.email)[0]!.body;
    expect(body).toMatch(/^عندك حصة .*دقيقة مع /);
    expect(body).not.toMatch(/[0-9]/);
    expect(messages(second, tutor.email)).toHaveLength(2);
    expect(status(second, lessonId)).toBe('pending');

    clock.set(start + MIN);
    await second.deps.jobRunner.runDue();
    expect(status(second, lessonId)).toBe('happening');
    // The tutor comes, so the lesson is taught (decision 240).
    attendLesson(second, lessonId, tutor.id);
    clock.set(start + 30 * MIN);
    await second.deps.jobRunner.runDue();
    expect(status(second, lessonId)).toBe('fulfilled');
    expect(second.deps.lessonsService.hasFulfilledLesson(student.id, tutor.id)).toBe(true);
    await second.close();
  });

  it('runs each job once when runners race and never moves a cancelled lesson', async () => {
    clock.set(MONDAY);
    const server = await startTestServer({ clock, rateLimit: false });
    cleanup.push(server.dataDir);
    const planId = insertPlan(server, { weeklyMinutes: 60 });
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, planId);
    const other = await subscribedStudent(server, planId);
    const start = MONDAY + 30 * HOUR;
    const kept = await server.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(start), duration: 15 },
    });
    const dropped = await server.call('POST', '/lesson', {
      token: other.token,
      body: { tutorId: tutor.id, start: iso(start + HOUR), duration: 15 },
    });
    await server.call('PATCH', '/lesson', {
      token: other.token,
      body: { id: dropped.body.id, cancel: true },
    });

    clock.set(start - 30 * MIN);
    // Two "runners" at once (the poller and a test, or two processes after a restart).
    await Promise.all([server.deps.jobRunner.runDue(), server.deps.jobRunner.runDue()]);
    expect(messages(server, student.email)).toHaveLength(2);
    expect(messages(server, other.email)).toEqual([]);
    attendLesson(server, kept.body.id, tutor.id);
    clock.set(start + 3 * HOUR);
    await Promise.all([server.deps.jobRunner.runDue(), server.deps.jobRunner.runDue()]);
    // Reminders that fall due after the start are dropped, not sent late.
    expect(messages(server, student.email)).toHaveLength(2);
    expect(status(server, kept.body.id)).toBe('fulfilled');
    expect(status(server, dropped.body.id)).toBe('cancelled');
    const twice = server.deps.sqlite
      .prepare(`SELECT key, count(*) AS n FROM jobs GROUP BY key HAVING n > 1`)
      .all();
    expect(twice).toEqual([]);
    await server.close();
  });

  it('tells the member who did not cancel, by e-mail and chat app, and not the one who did', async () => {
    clock.set(MONDAY);
    const server = await startTestServer({ clock, rateLimit: false });
    cleanup.push(server.dataDir);
    const planId = insertPlan(server, { weeklyMinutes: 60 });
    const tutor = await tutorWith(server, { notificationMethod: 'whatsapp' });
    const student = await subscribedStudent(server, planId);
    const book = async (start: number) =>
      (
        await server.call('POST', '/lesson', {
          token: student.token,
          body: { tutorId: tutor.id, start: iso(start), duration: 15 },
        })
      ).body.id as string;
    const cancel = (token: string, id: string) =>
      server.call('PATCH', '/lesson', { token, body: { id, cancel: true } });

    // The tutor cancels: the student hears of it, with her minutes back; he is not told.
    expect((await cancel(tutor.token, await book(MONDAY + 30 * HOUR))).status).toBe(200);
    await server.deps.jobRunner.runDue();
    expect(messages(server, student.email)).toHaveLength(1);
    const [toStudent] = messages(server, student.email);
    expect(toStudent!.subject).toMatch(/^اتلغت حصتك مع /);
    expect(toStudent!.body).toContain('دقايقها رجعت لرصيد الأسبوع');
    expect(messages(server, tutor.email)).toEqual([]);

    // The student cancels: the tutor hears of it, by e-mail and WhatsApp; she is not told.
    expect((await cancel(student.token, await book(MONDAY + 32 * HOUR))).status).toBe(200);
    await server.deps.jobRunner.runDue();
    expect(messages(server, tutor.email)).toHaveLength(1);
    expect(messages(server, tutor.email)[0]!.body).toContain('الميعاد رجع فاضي للحجز في مواعيدك');
    expect(messages(server, tutor.phone).map((m) => m.channel)).toEqual(['whatsapp']);
    expect(messages(server, student.email)).toHaveLength(1);
    await server.close();
  });

  it('queues the weekly quota renewal and expires ended subscriptions at it', async () => {
    clock.set(MONDAY);
    const server = await startTestServer({ clock, rateLimit: false });
    cleanup.push(server.dataDir);
    const renewal = Date.parse('2026-11-29T04:00:00Z'); // Sunday 06:00 Cairo
    const job = server.deps.sqlite
      .prepare(`SELECT status FROM jobs WHERE key = ?`)
      .get(`quota-renewal:${renewal}`) as { status: string };
    expect(job.status).toBe('pending');
    const planId = insertPlan(server, { weeklyMinutes: 60 });
    const student = await subscribedStudent(server, planId);
    const sub = server.deps.subscriptionsService.activeFor(student.id)!;
    server.deps.sqlite
      .prepare('UPDATE subscriptions SET ends_at = ? WHERE id = ?')
      .run(MONDAY + HOUR, sub.id);

    clock.set(renewal + MIN);
    await server.deps.jobRunner.runDue();
    const done = server.deps.sqlite
      .prepare(`SELECT status FROM jobs WHERE key = ?`)
      .get(`quota-renewal:${renewal}`) as { status: string };
    expect(done.status).toBe('done');
    const next = server.deps.sqlite
      .prepare(`SELECT status FROM jobs WHERE key = ?`)
      .get(`quota-renewal:${renewal + 7 * 24 * HOUR}`) as { status: string };
    expect(next.status).toBe('pending');
    const expired = server.deps.sqlite
      .prepare('SELECT status FROM subscriptions WHERE id = ?')
      .get(sub.id) as {
      status: string;
    };
    expect(expired.status).toBe('expired');
    await server.stop();
  });
});
