import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { demoSessions, interviews } from '../../src/db/schema/index.ts';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { approveIntroVideo, insertInterview, keepHours } from './fixtures.ts';

/** Friday 20 November 2026, 12:00 in Cairo (UTC+2). */
const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Tomorrow at a Cairo wall-clock time (hours and minutes). */
const cairo = (h: number, m = 0) => NOW + DAY + (h - 12) * HOUR + m * MIN;
const iso = (ms: number) => new Date(ms).toISOString();
const BUSY_AR = 'مسؤول المدرّسين مشغول في الوقت ده، اختار وقت تاني.';
/** Every day 09:00–12:00 Cairo: the tutor managers' call hours here. */
const MORNINGS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 540, end: 720 }));

const clock = new FixedClock(NOW);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
});
beforeEach(() => clock.set(NOW));
afterAll(() => server.stop());

async function applicant() {
  const user = await createUser(server, 'Tutor', { name: 'متقدمة' });
  approveIntroVideo(server, user.id);
  return user;
}
async function manager(activated = true) {
  const user = await createUser(server, 'TutorManager', { name: 'منى', activated });
  await keepHours(server, user, MORNINGS);
  return user;
}
const book = (user: TestUser, interviewerId: string, start: number) =>
  server.call('POST', '/interview', {
    token: user.token,
    body: { interviewerId, start: iso(start) },
  });
const interviewsOf = (interviewerId: string) =>
  server.deps.db
    .select({ n: count() })
    .from(interviews)
    .where(eq(interviews.interviewerId, interviewerId))
    .get()!.n;

describe('POST /interview re-checks the tutor manager’s weekly hours (decision 179)', () => {
  it('books inside the hours, refuses outside them or running past their end, writing nothing', async () => {
    const tm = await manager();
    const cases: [string, number][] = [
      ['afternoon, outside the hours', cairo(17)],
      ['starts inside but runs 15 minutes past 12:00', cairo(11, 45)],
      ['before the hours open', cairo(8, 30)],
    ];
    for (const [label, start] of cases) {
      const res = await book(await applicant(), tm.id, start);
      expect([res.status, res.body.code, res.body.message], label).toEqual([
        409,
        'busy-tutor-manager',
        BUSY_AR,
      ]);
    }
    expect(interviewsOf(tm.id)).toBe(0);
    const inside = await book(await applicant(), tm.id, cairo(11, 30));
    expect(inside.status, JSON.stringify(inside.body)).toBe(201);
    expect(interviewsOf(tm.id)).toBe(1);
  });

  it('refuses a time the slot list offered once the manager has taken those hours away', async () => {
    const tm = await manager();
    const tutor = await applicant();
    const slots = await server.call(
      'GET',
      `/interview/slots?from=${iso(cairo(9))}&to=${iso(cairo(12))}`,
      { token: tutor.token },
    );
    expect(slots.status).toBe(200);
    const offered = slots.body.list.find(
      (s: { interviewerId: string }) => s.interviewerId === tm.id,
    );
    expect(offered, 'the slot list offers this manager’s morning').toBeDefined();
    // The manager now keeps only Wednesday early mornings (tomorrow is a Saturday).
    await keepHours(server, tm, [{ weekday: 3, start: 360, end: 480 }]);
    const res = await book(tutor, tm.id, Date.parse(offered.start));
    expect([res.status, res.body.code]).toEqual([409, 'busy-tutor-manager']);
    expect(interviewsOf(tm.id)).toBe(0);
  });

  it('refuses an inactive tutor manager, even inside hours they once kept', async () => {
    const tm = await manager(false);
    const res = await book(await applicant(), tm.id, cairo(10));
    expect([res.status, res.body.code, res.body.message]).toEqual([
      403,
      'inactive-tutor-manager',
      'حساب مسؤول المدرّسين ده مش متفعّل.',
    ]);
    expect(interviewsOf(tm.id)).toBe(0);
  });

  it('GET /interview/select offers only a manager whose hours cover the asked time', async () => {
    await manager();
    const tutor = await applicant();
    const select = (start: number) =>
      server.call('GET', `/interview/select?start=${encodeURIComponent(iso(start))}`, {
        token: tutor.token,
      });
    const morning = await select(cairo(10));
    expect(morning.status, JSON.stringify(morning.body)).toBe(200);
    const evening = await select(cairo(17));
    expect([evening.status, evening.body.code]).toEqual([409, 'busy-tutor-manager']);
  });

  it('lets exactly one of two applicants racing for one offered slot book it', async () => {
    const tm = await manager();
    const [a, b] = await Promise.all([applicant(), applicant()]);
    const slots = await server.call(
      'GET',
      `/interview/slots?from=${iso(cairo(9))}&to=${iso(cairo(12))}`,
      { token: a.token },
    );
    // The first half hour offered; this new manager keeps the mornings free, so it is theirs too.
    const start = Date.parse(slots.body.list[0].start);
    // Two real HTTP requests in flight at once.
    const results = await Promise.all([book(a, tm.id, start), book(b, tm.id, start)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect([loser.body.code, loser.body.message]).toEqual(['busy-tutor-manager', BUSY_AR]);
    const rows = server.deps.db
      .select({ n: count() })
      .from(interviews)
      .where(and(eq(interviews.interviewerId, tm.id), eq(interviews.start, start)))
      .get()!.n;
    expect(rows).toBe(1);
    // The winner sees it; the loser has none and may pick another time.
    const winner = results.find((r) => r.status === 201)!;
    expect(winner.body).toMatchObject({ start: iso(start), interviewer: { id: tm.id } });
  });
});

describe('POST /demo-session re-checks the tutor manager’s weekly hours (decision 179)', () => {
  /** A tutor whose interview with `tm` passed a month ago. */
  async function passed(tm: TestUser) {
    const tutor = await applicant();
    insertInterview(server, {
      intervieweeId: tutor.id,
      interviewerId: tm.id,
      start: NOW - 30 * DAY,
      status: 'Passed',
    });
    return tutor;
  }
  const demosOf = (tutorManagerId: string) =>
    server.deps.db
      .select({ n: count() })
      .from(demoSessions)
      .where(eq(demoSessions.tutorManagerId, tutorManagerId))
      .get()!.n;

  it('a tutor manager books inside their own hours only', async () => {
    const tm = await manager();
    const tutor = await passed(tm);
    const outside = await server.call('POST', '/demo-session', {
      token: tm.token,
      body: { tutorId: tutor.id, start: iso(cairo(18)) },
    });
    expect([outside.status, outside.body.code, outside.body.message]).toEqual([
      409,
      'busy-tutor-manager',
      BUSY_AR,
    ]);
    expect(demosOf(tm.id)).toBe(0);
    const inside = await server.call('POST', '/demo-session', {
      token: tm.token,
      body: { tutorId: tutor.id, start: iso(cairo(9)) },
    });
    expect(inside.status, JSON.stringify(inside.body)).toBe(201);
    expect(demosOf(tm.id)).toBe(1);
  });

  it('a tutor booking their own demo outside every manager’s hours is refused', async () => {
    const tm = await manager();
    const tutor = await passed(tm);
    const res = await server.call('POST', '/demo-session', {
      token: tutor.token,
      body: { tutorId: tutor.id, start: iso(cairo(20)) },
    });
    expect([res.status, res.body.code], JSON.stringify(res.body)).toEqual([
      409,
      'busy-tutor-manager',
    ]);
    expect(demosOf(tm.id)).toBe(0);
  });
});
