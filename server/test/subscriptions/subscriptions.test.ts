import { beforeAll, describe, expect, it } from 'vitest';
import {
  HOUR,
  MIN,
  MONDAY,
  WEEK_END,
  schedulingFile,
  insertPlan,
  iso,
  quickUser,
  subscribedStudent,
  tutorWith,
  type Person,
} from '../lessons/scheduling-fixtures.ts';

const { clock, server } = schedulingFile();
let admin: Person;
let planId: string;

beforeAll(async () => {
  admin = await quickUser(server, 'SuperAdmin');
  planId = insertPlan(server, { weeklyMinutes: 60, maxLessons: 2 });
});

describe('subscriptions', () => {
  it('an admin grants a plan; the student sees minutes left and the next renewal', async () => {
    const student = await quickUser(server, 'Student');
    expect((await server.call('GET', '/sub/user', { token: student.token })).body.code).toBe(
      'subscription-not-found',
    );
    const res = await server.call('POST', '/sub', {
      token: admin.token,
      body: { userId: student.id, planId, period: 'Quarter' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      userId: student.id,
      weeklyMinutes: 60,
      startsAt: iso(MONDAY),
      endsAt: iso(Date.parse('2027-02-23T08:00:00Z')),
      source: 'admin',
      status: 'active',
    });
    const mine = await server.call('GET', '/sub/user', { token: student.token });
    expect(mine.body).toMatchObject({
      id: res.body.id,
      remainingMinutes: 60,
      usedMinutes: 0,
      // Sunday 06:00 Cairo (winter time, +2).
      quotaWeekStart: '2026-11-22T04:00:00.000Z',
      nextRenewal: '2026-11-29T04:00:00.000Z',
    });
    expect((await server.call('GET', `/sub/${res.body.id}`, { token: student.token })).status).toBe(
      200,
    );
    const stranger = await quickUser(server, 'Student');
    expect(
      (await server.call('GET', `/sub/${res.body.id}`, { token: stranger.token })).status,
    ).toBe(403);
    expect(
      (
        await server.call('POST', '/sub', {
          token: student.token,
          body: { userId: student.id, planId, period: 'Month' },
        })
      ).status,
    ).toBe(403);
    const bad = await server.call('POST', '/sub', {
      token: admin.token,
      body: { userId: student.id, planId: 'x', period: 'Week' },
    });
    expect(bad.status).toBe(400);
    const noPlan = await server.call('POST', '/sub', {
      token: admin.token,
      body: { userId: student.id, planId: 'x', period: 'Month' },
    });
    expect(noPlan.body.code).toBe('plan-not-found');
  });

  it('a payment grants once per transaction and the same plan again extends', () => {
    const { subscriptionsService } = server.deps;
    const grant = (transactionId: string) =>
      subscriptionsService.grantOnce({
        userId: studentId,
        planId,
        period: 'Month',
        source: 'payment',
        transactionId,
      });
    let studentId = '';
    return quickUser(server, 'Student').then((s) => {
      studentId = s.id;
      const first = grant('tx-1');
      expect(grant('tx-1').id).toBe(first.id);
      const second = grant('tx-2');
      expect(second.startsAt).toBe(first.endsAt);
      expect(subscriptionsService.activeFor(studentId)!.id).toBe(first.id);
      expect(subscriptionsService.activeFor(studentId, first.endsAt + 1)!.id).toBe(second.id);
      const count = server.deps.sqlite
        .prepare('SELECT count(*) AS n FROM subscriptions WHERE user_id = ?')
        .get(studentId) as { n: number };
      expect(count.n).toBe(2);
    });
  });

  it('minutes renew at the Sunday 06:00 Cairo renewal, never below zero', async () => {
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, planId);
    // Saturday 28 Nov 22:00 Cairo, a 30-minute lesson, then another on Sunday 29 Nov 07:00 Cairo.
    clock.set(WEEK_END - 3 * HOUR);
    const sat = await server.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(WEEK_END - 2 * HOUR), duration: 30 },
    });
    expect(sat.status).toBe(201);
    expect(
      (await server.call('GET', '/sub/user', { token: student.token })).body.remainingMinutes,
    ).toBe(30);
    // The booking week turned at Saturday/Sunday midnight; the quota week turns at 06:00.
    clock.set(WEEK_END + 2 * HOUR);
    const mine = await server.call('GET', '/sub/user', { token: student.token });
    expect(mine.body.remainingMinutes).toBe(30);
    const sun = await server.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(WEEK_END + 9 * HOUR), duration: 30 },
    });
    expect(sun.status, JSON.stringify(sun.body)).toBe(201);
    clock.set(WEEK_END + 8 * HOUR);
    const renewed = await server.call('GET', '/sub/user', { token: student.token });
    expect(renewed.body).toMatchObject({
      remainingMinutes: 30,
      usedMinutes: 30,
      nextRenewal: '2026-12-06T04:00:00.000Z',
    });
  });

  it('a subscription cannot be cancelled once its maximum lessons were used', async () => {
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, planId);
    for (const offset of [HOUR, 2 * HOUR]) {
      const res = await server.call('POST', '/lesson', {
        token: student.token,
        body: { tutorId: tutor.id, start: iso(MONDAY + offset), duration: 15 },
      });
      expect(res.status).toBe(201);
      clock.set(MONDAY + offset + 20 * MIN);
    }
    const res = await server.call('PATCH', '/sub/cancel', { token: student.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('subscription-uncancellable');

    const fresh = await subscribedStudent(server, planId);
    const ok = await server.call('PATCH', '/sub/cancel', { token: fresh.token, body: {} });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.status).toBe('cancelled');
    expect((await server.call('GET', '/sub/user', { token: fresh.token })).status).toBe(404);
    const book = await server.call('POST', '/lesson', {
      token: fresh.token,
      body: { tutorId: tutor.id, start: iso(MONDAY + 5 * HOUR), duration: 15 },
    });
    expect(book.body.code).toBe('subscription-required');
  });

  it('admins list subscriptions with paging', async () => {
    const res = await server.call('GET', '/sub/list?page=1&size=2', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.list).toHaveLength(2);
    expect(res.body.total).toBeGreaterThan(2);
    const student = await quickUser(server, 'Student');
    expect((await server.call('GET', '/sub/list', { token: student.token })).status).toBe(403);
  });
});
