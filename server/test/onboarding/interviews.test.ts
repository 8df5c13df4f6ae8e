import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InterviewDto } from '@kalam/shared';
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
/** Tomorrow at 15:00 UTC: a quarter hour, well past the notice. */
const START = NOW + DAY + 5 * 60 * MIN;
const iso = (ms: number) => new Date(ms).toISOString();
const clock = new FixedClock(NOW);
let server: TestServer;
let admin: TestUser;

/** A tutor applicant whose intro video was approved (the step before the interview). */
async function applicant() {
  const user = await createUser(server, 'Tutor', { name: 'متقدم للتدريس' });
  approveIntroVideo(server, user.id);
  return user;
}
/** A tutor manager who keeps every hour of the week for calls (decision 179). */
async function manager(activated = true) {
  const user = await createUser(server, 'TutorManager', { name: 'Mona Manager', activated });
  await keepHours(server, user);
  return user;
}

function book(user: TestUser, interviewerId: string, start: number | string = START) {
  return server.call('POST', '/interview', {
    token: user.token,
    body: { interviewerId, start: typeof start === 'number' ? iso(start) : start },
  });
}

function patch(user: TestUser, body: Record<string, unknown>) {
  return server.call('PATCH', '/interview', { token: user.token, body });
}

async function listOf(
  user: TestUser,
  query = '',
): Promise<{ list: InterviewDto[]; total: number }> {
  const res = await server.call('GET', `/interview/list/${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  admin = await createUser(server, 'RegularAdmin');
});
beforeEach(() => clock.set(NOW));
afterAll(() => server.stop());

describe('POST /interview', () => {
  it('books a 30-minute interview that both sides then see, the applicant without the note', async () => {
    const [tutor, tm] = await Promise.all([applicant(), manager()]);
    const res = await book(tutor, tm.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'Pending',
      phase: 'upcoming',
      start: iso(START),
      end: iso(START + 30 * MIN),
      interviewee: { id: tutor.id, name: 'متقدم للتدريس', image: null },
      interviewer: { id: tm.id, name: 'Mona Manager', image: null },
      feedback: null,
      note: null,
      level: null,
      sessionId: `interview:${res.body.id}`,
    });
    const mine = await listOf(tutor);
    expect(mine).toEqual({ list: [res.body], total: 1 });
    const theirs = await listOf(tm);
    expect(theirs.list.map((i) => i.id)).toEqual([res.body.id]);
  });

  it('refuses an inactive or unknown tutor manager, and a tutor who is already working', async () => {
    const tutor = await applicant();
    const inactive = await manager(false);
    const student = await createUser(server, 'Student');
    const working = await createUser(server, 'Tutor', { activated: true });
    const tm = await manager();
    const cases: [TestUser, string, number, string][] = [
      [tutor, inactive.id, 403, 'inactive-tutor-manager'],
      [tutor, student.id, 404, 'user-not-found'],
      [tutor, 'no-such-user', 404, 'user-not-found'],
      [working, tm.id, 403, 'forbidden'],
    ];
    for (const [who, interviewerId, status, code] of cases) {
      const res = await book(who, interviewerId);
      expect([res.status, res.body.code], code).toEqual([status, code]);
    }
    expect((await book(tutor, inactive.id)).body.message).toBe('حساب مسؤول المدرّسين ده مش متفعّل.');
    expect((await listOf(tutor)).total).toBe(0);
  });

  it('validates the body and the time, writing nothing', async () => {
    const [tutor, tm] = await Promise.all([applicant(), manager()]);
    const cases: [unknown, number, string][] = [
      [{ interviewerId: tm.id, start: iso(START + 5 * MIN) }, 400, 'invalid-date'],
      [{ interviewerId: tm.id, start: 'tomorrow' }, 400, 'invalid-date'],
      [{ start: iso(START) }, 400, 'required'],
      [{ interviewerId: tm.id, start: iso(START), level: 3 }, 400, 'unknown-field'],
      [{ interviewerId: tm.id, start: iso(NOW + 15 * MIN) }, 409, 'session-time-passed'],
      [{ interviewerId: tm.id, start: iso(NOW - DAY) }, 409, 'session-time-passed'],
    ];
    for (const [body, status, code] of cases) {
      const res = await server.call('POST', '/interview', { token: tutor.token, body });
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await listOf(tutor)).total).toBe(0);
  });

  it('allows one interview at a time, and keeps the tutor manager from being booked twice', async () => {
    const [a, b, tm] = await Promise.all([applicant(), applicant(), manager()]);
    expect((await book(a, tm.id)).status).toBe(201);
    const again = await book(a, tm.id, START + DAY);
    expect([again.status, again.body.code]).toEqual([409, 'conflicting-interview']);
    // Overlapping the booked half hour by 15 minutes.
    const busy = await book(b, tm.id, START + 15 * MIN);
    expect([busy.status, busy.body.code]).toEqual([409, 'busy-tutor-manager']);
    expect(busy.body.message).toBe('مسؤول المدرّسين مشغول في الوقت ده، اختار وقت تاني.');
    // Right after it is free.
    expect((await book(b, tm.id, START + 30 * MIN)).status).toBe(201);
  });

  it("counts the tutor manager's demo sessions as busy time too", async () => {
    const [tutor, other, tm] = await Promise.all([applicant(), applicant(), manager()]);
    insertDemoSession(server, { tutorId: other.id, tutorManagerId: tm.id, start: START });
    const res = await book(tutor, tm.id, START);
    expect([res.status, res.body.code]).toEqual([409, 'busy-tutor-manager']);
  });

  it('lets exactly one of several racing applicants take a time', async () => {
    const tm = await manager();
    const tutors = await Promise.all([1, 2, 3, 4, 5].map(() => applicant()));
    const results = await Promise.all(tutors.map((t) => book(t, tm.id, START + 2 * DAY)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
      Array(4).fill('busy-tutor-manager'),
    );
    expect((await listOf(tm)).total).toBe(1);
  });

  it('applies the re-apply rules: six months after an interview, three after a rejection', async () => {
    const tm = await manager();
    const MONTH_AGO = (n: number) => {
      const d = new Date(NOW);
      d.setUTCMonth(d.getUTCMonth() - n);
      return d.getTime();
    };
    const cases: [string, number, number, string | null][] = [
      ['Rejected', MONTH_AGO(2), 409, 'conflicting-interview'],
      ['Rejected', MONTH_AGO(3) - DAY, 201, null],
      ['Passed', MONTH_AGO(5), 409, 'conflicting-interview'],
      ['Passed', MONTH_AGO(7), 201, null],
      // Never decided and long over: it still counts until cancelled.
      ['Pending', NOW - 7 * DAY, 409, 'conflicting-interview'],
      // Cancelled interviews do not count.
      ['CanceledByInterviewee', NOW - DAY, 201, null],
      ['CanceledByInterviewer', NOW - DAY, 201, null],
    ];
    let offset = 0;
    for (const [status, start, expected, code] of cases) {
      const tutor = await applicant();
      insertInterview(server, {
        intervieweeId: tutor.id,
        interviewerId: tm.id,
        start,
        status: status as InterviewDto['status'],
      });
      offset += 1;
      const res = await book(tutor, tm.id, START + offset * 60 * MIN);
      expect([res.status, res.body.code ?? null], `${status} ${iso(start)}`).toEqual([
        expected,
        code,
      ]);
      if (code === 'conflicting-interview') {
        const months = status === 'Rejected' ? 3 : 6;
        const retry = new Date(start);
        retry.setUTCMonth(retry.getUTCMonth() + months);
        expect(res.body.details).toEqual({ retryAfter: retry.toISOString() });
        expect(res.body.message).toBe(
          'لسه ماعداش الوقت اللازم من آخر مقابلة (٦ شهور، أو ٣ لو اترفضت).',
        );
      }
    }
  });
});

describe('PATCH /interview', () => {
  async function booked() {
    const [tutor, tm] = await Promise.all([applicant(), manager()]);
    const res = await book(tutor, tm.id);
    expect(res.status).toBe(201);
    return { tutor, tm, id: res.body.id as string };
  }

  it('lets the applicant cancel before the start, and only that', async () => {
    const { tutor, id } = await booked();
    const decide = await patch(tutor, { id, status: 'Passed' });
    expect([decide.status, decide.body.code]).toEqual([403, 'forbidden']);
    const feedback = await patch(tutor, { id, note: 'I was great' });
    expect([feedback.status, feedback.body.code]).toEqual([403, 'forbidden']);
    const res = await patch(tutor, { id, status: 'CanceledByInterviewee' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'CanceledByInterviewee' });
    const again = await patch(tutor, { id, status: 'CanceledByInterviewee' });
    expect([again.status, again.body.code]).toEqual([409, 'session-settled']);
  });

  it('refuses the applicant cancelling once the interview has started', async () => {
    const { tutor, id } = await booked();
    clock.set(START);
    const res = await patch(tutor, { id, status: 'CanceledByInterviewee' });
    expect([res.status, res.body.code]).toEqual([409, 'session-started']);
    expect(res.body.message).toBe('مينفعش تلغي بعد ما الميعاد بدأ.');
  });

  it('lets its tutor manager decide after the start, with feedback and level', async () => {
    const { tutor, tm, id } = await booked();
    const early = await patch(tm, {
      id,
      status: 'Passed',
      feedback: 'Clear and fluent speaker.',
      level: 8,
    });
    expect([early.status, early.body.code]).toEqual([409, 'session-not-started']);
    clock.set(START + 20 * MIN);
    const missing = await patch(tm, { id, status: 'Passed' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('required');
    expect(missing.body.details.map((d: { path: string }) => d.path)).toEqual([
      'feedback',
      'level',
    ]);
    const invalid: [Record<string, unknown>, string][] = [
      [{ feedback: 'ok', level: 5 }, 'short-interview-feedback'],
      [{ feedback: 'Clear and fluent.', level: 11 }, 'interview-level-too-high'],
      [{ feedback: 'Clear and fluent.', level: 0 }, 'interview-level-too-low'],
      [
        { feedback: '<script>x</script> good answers', level: 5 },
        'invalid-interview-feedback-html',
      ],
      [{ feedback: 'Clear and fluent.', level: 5, note: 'x'.repeat(501) }, 'long-interview-note'],
      [{ feedback: 'Clear and fluent.', level: 5, status: 'Pending' }, 'invalid-type'],
    ];
    for (const [fields, code] of invalid) {
      const res = await patch(tm, { id, status: 'Passed', ...fields });
      expect([res.status, res.body.code], code).toEqual([400, code]);
    }
    const stillPending = await listOf(tm);
    expect(stillPending.list.find((i) => i.id === id)?.status).toBe('Pending');
    expect(stillPending.list.find((i) => i.id === id)?.phase).toBe('in-progress');
    // Both came and both left before the slot's end: the call is over (issue 40).
    attended(server, `interview:${id}`, tm.id, clock.now() - 10 * MIN, clock.now() - MIN);
    attended(server, `interview:${id}`, tutor.id, clock.now() - 9 * MIN, clock.now() - MIN);
    expect((await listOf(tm)).list.find((i) => i.id === id)?.phase).toBe('ended');

    const res = await patch(tm, {
      id,
      status: 'Passed',
      feedback: 'Clear and fluent speaker.',
      note: 'Strong grammar; hire.',
      level: 8,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'Passed',
      phase: 'ended',
      feedback: 'Clear and fluent speaker.',
      note: 'Strong grammar; hire.',
      level: 8,
    });
    // The applicant reads the feedback and level, never the managers' note.
    const seen = (await listOf(tutor)).list[0]!;
    expect(seen).toMatchObject({
      status: 'Passed',
      feedback: 'Clear and fluent speaker.',
      level: 8,
    });
    expect(seen.note).toBeNull();
    // Corrections later; a second decision is refused.
    const fix = await patch(tm, { id, level: 7 });
    expect([fix.status, fix.body.level]).toEqual([200, 7]);
    const flip = await patch(tm, { id, status: 'Rejected' });
    expect([flip.status, flip.body.code]).toEqual([409, 'session-settled']);
  });

  it('lets its tutor manager or an admin cancel, and nobody else touch it', async () => {
    const { id, tm } = await booked();
    const otherTm = await manager();
    const otherTutor = await applicant();
    for (const who of [otherTm, otherTutor]) {
      const res = await patch(who, { id, status: 'CanceledByInterviewer' });
      expect([res.status, res.body.code]).toEqual([403, 'forbidden']);
    }
    const asApplicant = await patch(tm, { id, status: 'CanceledByInterviewee' });
    expect([asApplicant.status, asApplicant.body.code]).toEqual([403, 'forbidden']);
    const noDecision = await patch(tm, { id, feedback: 'Looking forward to it.' });
    expect([noDecision.status, noDecision.body.code]).toEqual([400, 'required']);
    clock.set(START + 40 * MIN);
    // A no-show: cancelled after the time, which frees the applicant to book again.
    const res = await patch(tm, { id, status: 'CanceledByInterviewer' });
    expect([res.status, res.body.status]).toEqual([200, 'CanceledByInterviewer']);

    clock.set(NOW);
    const second = await booked();
    clock.set(START + 5 * MIN);
    const byAdmin = await patch(admin, {
      id: second.id,
      status: 'Rejected',
      feedback: 'Needs more practice with speaking.',
      level: 3,
    });
    expect([byAdmin.status, byAdmin.body.status]).toEqual([200, 'Rejected']);
  });

  it('refuses its tutor manager once deactivated: no decision, correction or cancel (spec §6)', async () => {
    const { tm, id } = await booked();
    server.deps.users.update(tm.id, { activated: false });
    clock.set(START + 20 * MIN);
    const attempts: Record<string, unknown>[] = [
      { id, status: 'Passed', feedback: 'Clear and fluent speaker.', level: 8 },
      { id, status: 'Rejected', feedback: 'Needs more practice with speaking.', level: 2 },
      { id, status: 'CanceledByInterviewer' },
    ];
    for (const body of attempts) {
      const res = await patch(tm, body);
      expect([res.status, res.body.code], String(body.status)).toEqual([
        403,
        'inactive-tutor-manager',
      ]);
    }
    expect((await listOf(admin, `?interviewerId=${tm.id}`)).list[0]?.status).toBe('Pending');
    // An admin still settles it.
    const byAdmin = await patch(admin, { id, status: 'CanceledByInterviewer' });
    expect([byAdmin.status, byAdmin.body.status]).toEqual([200, 'CanceledByInterviewer']);
    // Nor does an interviewer who is no longer a tutor manager at all.
    clock.set(NOW);
    const second = await booked();
    server.deps.users.update(second.tm.id, { role: 'Tutor' });
    clock.set(START + 20 * MIN);
    const demoted = await patch(second.tm, {
      id: second.id,
      status: 'Rejected',
      feedback: 'Needs more practice with speaking.',
      level: 2,
    });
    expect([demoted.status, demoted.body.code]).toEqual([403, 'forbidden']);
  });

  it('answers unknown and empty requests', async () => {
    const tm = await manager();
    const unknown = await patch(tm, { id: 'nope', status: 'CanceledByInterviewer' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'interview-not-found']);
    expect(unknown.body.message).toBe('المقابلة دي مش موجودة.');
    const empty = await patch(tm, { id: 'nope' });
    expect([empty.status, empty.body.code]).toEqual([400, 'empty-request']);
  });
});

describe('GET /interview/list', () => {
  it('pages newest first and lets admins filter; others only ever see their own', async () => {
    const tm = await manager();
    const tutors = await Promise.all([1, 2, 3].map(() => applicant()));
    const ids: string[] = [];
    for (const [i, t] of tutors.entries()) {
      const res = await book(t, tm.id, START + (10 + i) * DAY);
      ids.push(res.body.id);
    }
    const first = await listOf(tm, '?page=1&size=2');
    expect(first.total).toBe(3);
    expect(first.list.map((i) => i.id)).toEqual([ids[2], ids[1]]);
    expect((await listOf(tm, '?page=2&size=2')).list.map((i) => i.id)).toEqual([ids[0]]);
    const filtered = await listOf(admin, `?interviewerId=${tm.id}&status=Pending`);
    expect(filtered.total).toBe(3);
    const one = await listOf(admin, `?intervieweeId=${tutors[0]!.id}`);
    expect(one.list.map((i) => i.id)).toEqual([ids[0]]);
    // A tutor's filter for someone else is ignored: still their own.
    const own = await listOf(tutors[1]!, `?intervieweeId=${tutors[0]!.id}`);
    expect(own.list.map((i) => i.id)).toEqual([ids[1]]);
    const bad = await server.call('GET', '/interview/list?status=Done', { token: admin.token });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid-type']);
  });
});
