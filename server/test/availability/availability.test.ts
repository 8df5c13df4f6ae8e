import { beforeAll, describe, expect, it } from 'vitest';
import {
  HOUR,
  MONDAY,
  schedulingFile,
  insertPlan,
  iso,
  quickUser,
  subscribedStudent,
  tutorWith,
} from '../lessons/scheduling-fixtures.ts';

const { clock, server } = schedulingFile();
let planId: string;

beforeAll(async () => {
  planId = insertPlan(server, { weeklyMinutes: 120 });
});

const post = (token: string, slots: unknown) =>
  server.call('POST', '/availability-slot/', { token, body: { slots } });

describe('weekly availability', () => {
  it('a tutor replaces and reads their template; anyone reads it by tutorId', async () => {
    const tutor = await quickUser(server, 'Tutor');
    const slots = [
      { weekday: 1, start: 600, end: 720 },
      { weekday: 0, start: 0, end: 90 },
    ];
    const res = await post(tutor.token, slots);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.timeZone).toBe('Africa/Cairo');
    expect(res.body.slots.map((s: any) => [s.weekday, s.start, s.end])).toEqual([
      [0, 0, 90],
      [1, 600, 720],
    ]);
    const own = await server.call('GET', '/availability-slot', { token: tutor.token });
    expect(own.body.slots).toHaveLength(2);
    const student = await quickUser(server, 'Student');
    const other = await server.call('GET', `/availability-slot?tutorId=${tutor.id}`, {
      token: student.token,
    });
    expect(other.body.slots).toHaveLength(2);
    const anonymous = await server.call('GET', `/availability-slot?tutorId=${tutor.id}`);
    expect(anonymous.status).toBe(200);
    expect((await server.call('GET', '/availability-slot', { token: student.token })).status).toBe(
      403,
    );
    expect((await server.call('GET', '/availability-slot?tutorId=nobody')).body.code).toBe(
      'tutor-not-found',
    );
    // Replacing keeps tombstones for sync but shows only the new template.
    expect(
      (await post(tutor.token, [{ weekday: 3, start: 60, end: 120 }])).body.slots,
    ).toHaveLength(1);
    const rows = server.deps.sqlite
      .prepare('SELECT count(*) AS n FROM availability_slots WHERE tutor_id = ? AND deleted = 1')
      .get(tutor.id) as { n: number };
    expect(rows.n).toBe(2);
  });

  it('refuses bad slots with 400 and changes nothing', async () => {
    const tutor = await tutorWith(server, { slots: [{ weekday: 2, start: 60, end: 120 }] });
    for (const [slots, code] of [
      [[{ weekday: 1, start: 600, end: 600 }], 'invalid-availability-slot'],
      [[{ weekday: 1, start: 700, end: 600 }], 'invalid-availability-slot'],
      [[{ weekday: 1, start: 0, end: 1441 }], 'invalid-availability-slot'],
      [[{ weekday: 7, start: 0, end: 60 }], 'invalid-availability-slot'],
      [[{ weekday: 1, start: -5, end: 60 }], 'invalid-availability-slot'],
      [
        [
          { weekday: 1, start: 0, end: 120 },
          { weekday: 1, start: 60, end: 180 },
        ],
        'overlapping-availability-slots',
      ],
    ] as const) {
      const res = await post(tutor.token, slots);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    }
    const own = await server.call('GET', '/availability-slot', { token: tutor.token });
    expect(own.body.slots.map((s: any) => [s.weekday, s.start, s.end])).toEqual([[2, 60, 120]]);
  });

  it('refuses an edit that would strand a booked lesson, listing it, and changes nothing', async () => {
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, planId);
    const booked = await server.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(MONDAY + 3 * HOUR), duration: 30 },
    });
    expect(booked.status).toBe(201);
    // Monday 13:00 Cairo is outside a Monday morning-only template.
    const res = await post(tutor.token, [{ weekday: 1, start: 480, end: 720 }]);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('conflicting-schedule');
    expect(res.body.details).toEqual([
      { id: booked.body.id, start: iso(MONDAY + 3 * HOUR), duration: 30, studentId: student.id },
    ]);
    const own = await server.call('GET', '/availability-slot', { token: tutor.token });
    expect(own.body.slots).toHaveLength(7);
    // A template that keeps the lesson is fine.
    expect((await post(tutor.token, [{ weekday: 1, start: 720, end: 900 }])).status).toBe(200);
  });

  it('only tutors post a template', async () => {
    const student = await quickUser(server, 'Student');
    expect((await post(student.token, [])).status).toBe(403);
    expect((await server.call('POST', '/availability-slot', { body: { slots: [] } })).status).toBe(
      401,
    );
  });
});

describe('wall-clock time across Cairo DST', () => {
  // Summer time starts Friday 24 April 2026 at 00:00 (+2 → +3) and ends Thursday 29 October 2026 at 24:00.
  const fridayMorning = [{ weekday: 5, start: 600, end: 720 }];

  it('a Friday 10:00–12:00 Cairo slot is 08:00–10:00 UTC before DST and 07:00–09:00 UTC after', async () => {
    clock.set('2026-04-12T08:00:00Z');
    const tutor = await tutorWith(server, { slots: fridayMorning });
    const before = await subscribedStudent(server, planId);
    const early = await server.call('POST', '/lesson', {
      token: before.token,
      body: { tutorId: tutor.id, start: '2026-04-17T07:30:00Z', duration: 30 },
    });
    expect(early.body.code).toBe('outside-availability');
    const ok = await server.call('POST', '/lesson', {
      token: before.token,
      body: { tutorId: tutor.id, start: '2026-04-17T08:00:00Z', duration: 30 },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);

    clock.set('2026-04-19T08:00:00Z');
    const after = await subscribedStudent(server, planId);
    const summer = await server.call('POST', '/lesson', {
      token: after.token,
      body: { tutorId: tutor.id, start: '2026-04-24T07:00:00Z', duration: 30 },
    });
    expect(summer.status, JSON.stringify(summer.body)).toBe(201);
    const late = await server.call('POST', '/lesson', {
      token: (await subscribedStudent(server, planId)).token,
      body: { tutorId: tutor.id, start: '2026-04-24T09:00:00Z', duration: 15 },
    });
    expect(late.body.code).toBe('outside-availability');
  });

  it('the repeated hour at the end of DST is inside a Thursday 23:00–24:00 slot both times', async () => {
    clock.set('2026-10-25T08:00:00Z');
    const tutor = await tutorWith(server, { slots: [{ weekday: 4, start: 1380, end: 1440 }] });
    // 23:15 Cairo summer time (20:15 UTC), then 23:15 Cairo winter time (21:15 UTC).
    for (const start of ['2026-10-29T20:15:00Z', '2026-10-29T21:15:00Z']) {
      const student = await subscribedStudent(server, planId);
      const res = await server.call('POST', '/lesson', {
        token: student.token,
        body: { tutorId: tutor.id, start, duration: 30 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it('a tutor in another zone is read on their own wall clock', async () => {
    clock.set(MONDAY);
    // Monday 09:00–10:00 in London (UTC in winter) is 11:00–12:00 in Cairo.
    const tutor = await tutorWith(server, {
      timeZone: 'Europe/London',
      slots: [{ weekday: 1, start: 540, end: 600 }],
    });
    const student = await subscribedStudent(server, planId);
    const res = await server.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: tutor.id, start: '2026-11-23T09:30:00Z', duration: 30 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});
