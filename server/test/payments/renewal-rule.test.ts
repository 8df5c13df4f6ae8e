import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import { createUser } from '../support/test-server.ts';
import { createPlan, paymentsFile } from './payments-support.ts';

/*
 * Decision 140: one plan at a time. A different plan while one runs is refused; the same plan
 * again only in its last seven days (the renewal queues after it), and never a second renewal.
 * GET /sub/current answers 200 with null when there is no plan (no 404 logged on every load).
 */
const DAY = 24 * 60 * 60_000;
const clock = new FixedClock(Date.parse('2026-11-22T10:00:00Z'));

const { world, admin, call, voucher, freshToken } = paymentsFile(clock);

describe('buying a plan while one runs', () => {
  it('refuses another plan and an early renewal, allows the renewal in the last week once', async () => {
    clock.set('2026-11-22T10:00:00Z');
    const student = await createUser(world.server, 'Student', { phone: '+201012345678' });
    const basic = createPlan(world.server, { weeklyMinutes: 60 });
    const advanced = createPlan(world.server, { weeklyMinutes: 120 });

    const none = await call('GET', '/sub/current', { token: student.token });
    expect(none).toMatchObject({ status: 200, body: { subscription: null, paidThrough: null } });

    const granted = await call('POST', '/sub', {
      token: admin.token,
      body: { userId: student.id, planId: basic.id, period: 'Month' },
    });
    expect(granted.status).toBe(201);
    const current = await call('GET', '/sub/current', { token: student.token });
    expect(current.status).toBe(200);
    expect(current.body.subscription.planId).toBe(basic.id);
    const endsAt = Date.parse(current.body.paidThrough);

    const other = await voucher(student.token, advanced.id);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('subscription-exists');
    expect(other.body.message).toMatch(/باقة شغّالة/);
    const early = await voucher(student.token, basic.id);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('subscription-exists');

    clock.set(endsAt - 6 * DAY);
    // Weeks later: a fresh token, as the app would hold after its refreshes.
    student.token = await freshToken(student);
    const renewal = await voucher(student.token, basic.id);
    expect(renewal.status).toBe(201);
    expect((await world.fawry.pay(renewal.body.id)).body.outcome).toBe('processed');
    const after = await call('GET', '/sub/current', { token: student.token });
    expect(Date.parse(after.body.paidThrough)).toBeGreaterThan(endsAt + 27 * DAY);

    // The renewal is queued: a second one would stack a third month.
    const again = await voucher(student.token, basic.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('subscription-exists');
  });
});
