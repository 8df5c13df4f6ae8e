import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoSessionDto } from '@kalam/shared';
import { eq } from 'drizzle-orm';
import { sessionAttendance } from '../../src/db/schema/index.ts';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import {
  approveIntroVideo,
  attended,
  insertDemoSession,
  insertInterview,
  keepHours,
} from './fixtures.ts';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const START = NOW + DAY + 5 * 60 * MIN;
const iso = (ms: number) => new Date(ms).toISOString();
const clock = new FixedClock(NOW);
let server: TestServer;
let admin: TestUser;

/** A tutor manager who keeps every hour of the week for calls (decision 179). */
async function manager(activated = true) {
  const user = await createUser(server, 'TutorManager', { name: 'Mona Manager', activated });
  await keepHours(server, user);
  return user;
}

/** A tutor who passed an interview last week. */
async function passedTutor(interviewerId: string) {
  const tutor = await createUser(server, 'Tutor', { name: 'مدرسة ناجحة' });
  const interviewId = insertInterview(server, {
    intervieweeId: tutor.id,
    interviewerId,
    start: NOW - 7 * DAY,
    status: 'Passed',
  });
  return { tutor, interviewId };
}

function create(user: TestUser, tutorId: string, start = START) {
  return server.call('POST', '/demo-session', {
    token: user.token,
    body: { tutorId, start: iso(start) },
  });
}

const patch = (user: TestUser, id: string, status: string) =>
  server.call('PATCH', '/demo-session', { token: user.token, body: { id, status } });

async function listOf(
  user: TestUser,
  query = '',
): Promise<{ list: DemoSessionDto[]; total: number }> {
  const res = await server.call('GET', `/demo-session/list${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  admin = await createUser(server, 'SuperAdmin');
});
beforeEach(() => clock.set(NOW));
afterAll(() => server.stop());

describe('POST /demo-session', () => {
  it('a tutor manager books one for a tutor who passed the interview; both see it', async () => {
    const tm = await manager();
    const { tutor, interviewId } = await passedTutor(tm.id);
    const res = await create(tm, tutor.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'Pending',
      phase: 'upcoming',
      start: iso(START),
      end: iso(START + 30 * MIN),
      tutor: { id: tutor.id, name: 'مدرسة ناجحة', image: null },
      tutorManager: { id: tm.id, name: 'Mona Manager', image: null },
      interviewId,
      sessionId: `demo-session:${res.body.id}`,
    });
    expect(await listOf(tutor)).toEqual({ list: [res.body], total: 1 });
    expect((await listOf(tm)).list.map((d) => d.id)).toEqual([res.body.id]);
    expect((await listOf(admin, `?tutorId=${tutor.id}`)).total).toBe(1);
  });

  it('refuses without a passed interview, twice, too soon, busy, or by an inactive manager', async () => {
    const tm = await manager();
    const { tutor } = await passedTutor(tm.id);
    const fresh = await createUser(server, 'Tutor');
    insertInterview(server, {
      intervieweeId: fresh.id,
      interviewerId: tm.id,
      start: NOW - DAY,
      status: 'Rejected',
    });
    const student = await createUser(server, 'Student');
    const inactive = await manager(false);
    const cases: [TestUser, string, number, number, string][] = [
      [tm, fresh.id, START, 409, 'interview-not-passed'],
      [tm, student.id, START, 404, 'tutor-not-found'],
      [tm, tutor.id, NOW + 15 * MIN, 409, 'session-time-passed'],
      [inactive, tutor.id, START, 403, 'inactive-tutor-manager'],
    ];
    for (const [who, tutorId, start, status, code] of cases) {
      const res = await create(who, tutorId, start);
      expect([res.status, res.body.code], code).toEqual([status, code]);
    }
    expect((await create(tm, tutor.id)).status).toBe(201);
    const again = await create(tm, tutor.id, START + DAY);
    expect([again.status, again.body.code]).toEqual([409, 'demo-session-exists']);
    expect(again.body.message).toBe('عندك جلسة تجريبية محجوزة خلاص.');
    // The manager's interview at that time makes them busy.
    const { tutor: other } = await passedTutor(tm.id);
    insertInterview(server, {
      intervieweeId: (await createUser(server, 'Tutor')).id,
      interviewerId: tm.id,
      start: START + 2 * 60 * MIN,
    });
    const busy = await create(tm, other.id, START + 2 * 60 * MIN + 15 * MIN);
    expect([busy.status, busy.body.code]).toEqual([409, 'busy-tutor-manager']);
    const overlapping = await create(tm, other.id, START);
    expect([overlapping.status, overlapping.body.code]).toEqual([409, 'busy-tutor-manager']);
  });

  it('allows another demo session after a rejected one', async () => {
    const tm = await manager();
    const { tutor } = await passedTutor(tm.id);
    insertDemoSession(server, {
      tutorId: tutor.id,
      tutorManagerId: tm.id,
      start: NOW - DAY,
      status: 'Rejected',
    });
    expect((await create(tm, tutor.id)).status).toBe(201);
  });
});

describe('PATCH /demo-session', () => {
  async function booked() {
    const tm = await manager();
    const { tutor } = await passedTutor(tm.id);
    const res = await create(tm, tutor.id);
    expect(res.status).toBe(201);
    return { tm, tutor, id: res.body.id as string };
  }

  it('lets the tutor cancel before the start only', async () => {
    const first = await booked();
    const decide = await patch(first.tutor, first.id, 'Passed');
    expect([decide.status, decide.body.code]).toEqual([403, 'forbidden']);
    const res = await patch(first.tutor, first.id, 'CanceledByTutor');
    expect([res.status, res.body.status]).toEqual([200, 'CanceledByTutor']);
    const again = await patch(first.tutor, first.id, 'CanceledByTutor');
    expect([again.status, again.body.code]).toEqual([409, 'session-settled']);
    const second = await booked();
    clock.set(START + MIN);
    const late = await patch(second.tutor, second.id, 'CanceledByTutor');
    expect([late.status, late.body.code]).toEqual([409, 'session-started']);
  });

  it('refuses its tutor manager once deactivated: no decision or cancel (spec §6)', async () => {
    const { tm, id } = await booked();
    server.deps.users.update(tm.id, { activated: false });
    clock.set(START + 25 * MIN);
    for (const status of ['Passed', 'Rejected', 'CanceledByTutorManager']) {
      const feedback = status === 'Rejected' ? { feedback: 'Needs a clearer lesson plan.' } : {};
      const res = await server.call('PATCH', '/demo-session', {
        token: tm.token,
        body: { id, status, ...feedback },
      });
      expect([res.status, res.body.code], status).toEqual([403, 'inactive-tutor-manager']);
    }
    expect((await listOf(admin, `?tutorManagerId=${tm.id}`)).list[0]?.status).toBe('Pending');
    // Nor does one who is no longer a tutor manager at all.
    clock.set(NOW);
    const second = await booked();
    server.deps.users.update(second.tm.id, { role: 'Tutor' });
    clock.set(START + 25 * MIN);
    const demoted = await patch(second.tm, second.id, 'Passed');
    expect([demoted.status, demoted.body.code]).toEqual([403, 'forbidden']);
  });

  it('lets its tutor manager decide after the start, and an admin cancel', async () => {
    const { tm, id, tutor } = await booked();
    const tutorId = tutor.id;
    const early = await patch(tm, id, 'Passed');
    expect([early.status, early.body.code]).toEqual([409, 'session-not-started']);
    expect(early.body.message).toBe('مينفعش تسجّل النتيجة قبل ما الميعاد يبدأ.');
    const otherTm = await manager();
    const stranger = await patch(otherTm, id, 'CanceledByTutorManager');
    expect([stranger.status, stranger.body.code]).toEqual([403, 'forbidden']);
    const adminDecides = await patch(admin, id, 'Passed');
    expect([adminDecides.status, adminDecides.body.code]).toEqual([403, 'forbidden']);
    clock.set(START + 25 * MIN);
    // The applicant is still in the call: it is under way, and may be decided.
    attended(server, `demo-session:${id}`, tutorId, START + MIN);
    const res = await patch(tm, id, 'Passed');
    expect([res.status, res.body.status, res.body.phase]).toEqual([200, 'Passed', 'in-progress']);
    clock.set(NOW);
    const next = await booked();
    const cancelled = await patch(admin, next.id, 'CanceledByAdmin');
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'CanceledByAdmin']);
  });

  it('keeps the manager’s feedback with the result; a failed one must say why, for the tutor (decision 243)', async () => {
    const { tm, tutor, id } = await booked();
    clock.set(START + 25 * MIN);
    const send = (body: object) =>
      server.call('PATCH', '/demo-session', { token: tm.token, body: { id, ...body } });
    const bare = await send({ status: 'Rejected' });
    expect([bare.status, bare.body.code]).toEqual([400, 'required']);
    const short = await send({ status: 'Rejected', feedback: 'ضعيف' });
    expect([short.status, short.body.message]).toEqual([
      400,
      'ملاحظات الجلسة التجريبية قصيرة جدًا.',
    ]);
    const why = 'الشرح كان سريع ومفيش أسئلة للطالب خالص.';
    const res = await send({ status: 'Rejected', feedback: why });
    expect([res.status, res.body.status, res.body.feedback]).toEqual([200, 'Rejected', why]);
    // The tutor reads it: in the list and on the onboarding step.
    expect((await listOf(tutor)).list[0]!.feedback).toBe(why);
    approveIntroVideo(server, tutor.id);
    const progress = await server.call('GET', '/onboarding/progress', { token: tutor.token });
    const step = progress.body.steps.find((s: { step: string }) => s.step === 'demo-session');
    expect([step.state, step.reason]).toEqual(['refused', why]);

    // A pass may say something too, or nothing; a cancellation carries none.
    clock.set(NOW);
    const next = await booked();
    clock.set(START + 25 * MIN);
    attended(server, `demo-session:${next.id}`, next.tutor.id, START, START + 20 * MIN);
    const passed = await patch(next.tm, next.id, 'Passed');
    expect([passed.status, passed.body.feedback]).toEqual([200, null]);
    clock.set(NOW);
    const third = await booked();
    const cancel = await server.call('PATCH', '/demo-session', {
      token: third.tm.token,
      body: { id: third.id, status: 'CanceledByTutorManager', feedback: why },
    });
    expect([cancel.status, cancel.body.code]).toEqual([400, 'illegal']);
  });

  it('cannot be passed unless the applicant came in; it may still be refused (issue 40)', async () => {
    const { tm, tutor, id } = await booked();
    const session = `demo-session:${id}`;
    clock.set(START + 31 * MIN);
    // Only the manager came: the slot is over, nobody taught.
    attended(server, session, tm.id, START, START + 30 * MIN);
    const empty = await patch(tm, id, 'Passed');
    expect([empty.status, empty.body.code, empty.body.message]).toEqual([
      409,
      'demo-not-attended',
      'الجلسة التجريبية ما اتحضرتش، فمينفعش تتسجّل ناجحة.',
    ]);
    expect((await listOf(tm, `?tutorId=${tutor.id}`)).list[0]!.status).toBe('Pending');
    // Late or brief, she came: the pass is hers to have.
    attended(server, session, tutor.id, START + 20 * MIN, START + 22 * MIN);
    expect((await patch(tm, id, 'Passed')).body.status).toBe('Passed');
    // A no-show may be refused.
    clock.set(NOW);
    const next = await booked();
    clock.set(START + 31 * MIN);
    const refused = await server.call('PATCH', '/demo-session', {
      token: next.tm.token,
      body: { id: next.id, status: 'Rejected', feedback: 'المدرّسة ما دخلتش الجلسة خالص.' },
    });
    expect(refused.body.status).toBe('Rejected');
  });

  it('is over once both came and left, before its slot ends: the result is asked at once (issue 40)', async () => {
    const { tm, tutor, id } = await booked();
    const session = `demo-session:${id}`;
    const phase = async () => (await listOf(tm, `?tutorId=${tutor.id}`)).list[0]!.phase;
    clock.set(START + 12 * MIN);
    expect(await phase()).toBe('in-progress');
    attended(server, session, tm.id, START, START + 10 * MIN);
    // One side alone came and went: the other may still come.
    expect(await phase()).toBe('in-progress');
    attended(server, session, tutor.id, START + MIN, null);
    expect(await phase()).toBe('in-progress');
    server.deps.db
      .update(sessionAttendance)
      .set({ leftAt: START + 11 * MIN })
      .where(eq(sessionAttendance.userId, tutor.id))
      .run();
    expect(await phase()).toBe('ended');
    const passed = await patch(tm, id, 'Passed');
    expect([passed.status, passed.body.phase]).toEqual([200, 'ended']);
  });

  it('validates the body', async () => {
    const tm = await manager();
    const cases: [unknown, number, string][] = [
      [{ id: 'x', status: 'Pending' }, 400, 'invalid-type'],
      [{ id: 'x' }, 400, 'required'],
      [{ id: 'x', status: 'Passed', note: 'hi' }, 400, 'unknown-field'],
      [{ id: 'nope', status: 'Passed' }, 404, 'demo-session-not-found'],
    ];
    for (const [body, status, code] of cases) {
      const res = await server.call('PATCH', '/demo-session', { token: tm.token, body });
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
  });
});
