import { describe, expect, it } from 'vitest';
import { adminOverviewDtoSchema } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import { createUser } from '../support/test-server.ts';
import { createPlan, paymentsFile } from '../payments/payments-support.ts';

/*
 * The dashboard's «this week» figures count one week (decision 267): Cairo's, from Sunday's
 * midnight, as the booking week and ARABIC.md's working week (Sunday to Thursday) do. The new
 * students and tutors counted the last seven days and the revenue from Saturday, so on a
 * Wednesday Saturday's sign-ups were in the week and Saturday's money in it too, but a Thursday
 * sign-up was in it and its money was not.
 */
const clock = new FixedClock(Date.parse('2026-11-28T10:00:00Z')); // Saturday 12:00 in Cairo

const { world, admin, call } = paymentsFile(clock);

/** A student who signs up now and pays a month of `price` piasters by voucher. */
async function paying(price: number) {
  const student = await createUser(world.server, 'Student', { phone: '+201012345678' });
  const plan = createPlan(world.server, { monthPrice: price });
  const order = await call('POST', '/fawry/pay/ref-num', {
    token: student.token,
    body: { planId: plan.id, period: 'Month' },
  });
  expect(order.status).toBe(201);
  expect((await world.fawry.pay(order.body.id)).body.outcome).toBe('processed');
}

describe("the overview's week", () => {
  it('counts the new students, the new tutors and the revenue from the same Sunday', async () => {
    // Saturday: the week before this one (Cairo's weekend), though within the last seven days.
    await paying(20_000);
    await createUser(world.server, 'Tutor');
    // Sunday 29 November, 00:30 in Cairo: this week's first half hour.
    clock.set(Date.parse('2026-11-28T22:30:00Z'));
    await paying(30_000);
    await createUser(world.server, 'Tutor');
    // Wednesday 2 December, 09:30 in Cairo.
    clock.set(Date.parse('2026-12-02T07:30:00Z'));
    admin.token = await world.server.deps.tokens.issue(world.server.deps.users.byId(admin.id)!);
    const res = await call('GET', '/admin/overview', { token: admin.token });
    expect(res.status).toBe(200);
    const overview = adminOverviewDtoSchema.parse(res.body as unknown);
    expect({
      newStudentsWeek: overview.newStudentsWeek,
      newTutorsWeek: overview.newTutorsWeek,
      revenueWeek: overview.revenueWeek,
    }).toEqual({ newStudentsWeek: 1, newTutorsWeek: 1, revenueWeek: 30_000 });
  });
});
