import { describe, expect, it } from 'vitest';
import { listOf, transactionDtoSchema } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import { createUser, type TestUser } from '../support/test-server.ts';
import { createPlan, paymentsFile } from './payments-support.ts';

/*
 * A paid order says what became of the plan it paid for (decision 267): its own status stays
 * `Processed` when an admin or the student ends the plan, so the order carries `planState`
 * beside it, and the screens stop reading «مدفوعة ومفعّلة» for a plan that no longer runs.
 */
const DAY = 24 * 60 * 60_000;
const clock = new FixedClock(Date.parse('2026-11-22T10:00:00Z'));

const { world, admin, call, freshToken } = paymentsFile(clock);

/** A student who paid a month by voucher: the order is Processed and its plan runs. */
async function paidMonth() {
  const student = await createUser(world.server, 'Student', { phone: '+201012345678' });
  const plan = createPlan(world.server, { monthPrice: 20_000 });
  const order = await call('POST', '/fawry/pay/ref-num', {
    token: student.token,
    body: { planId: plan.id, period: 'Month' },
  });
  expect(order.status).toBe(201);
  expect((await world.fawry.pay(order.body.id)).body.outcome).toBe('processed');
  return { student, id: order.body.id as string };
}

/** The order as its owner's list and an admin's list of that student both read it. */
async function seen(student: TestUser, id: string) {
  const own = listOf(transactionDtoSchema).parse(
    (await call('GET', '/tx/list', { token: student.token })).body as unknown,
  );
  const admins = listOf(transactionDtoSchema).parse(
    (await call('GET', `/tx/list?userId=${student.id}`, { token: admin.token })).body as unknown,
  );
  const one = transactionDtoSchema.parse(
    (await call('GET', `/tx/${id}`, { token: student.token })).body as unknown,
  );
  const mine = own.list.find((tx) => tx.id === id)!;
  const theirs = admins.list.find((tx) => tx.id === id)!;
  expect(theirs).toEqual(mine);
  expect(one).toEqual(mine);
  return mine;
}

describe("a paid order's plan state", () => {
  it('reads active while the plan runs, and cancelled once an admin ends it', async () => {
    const { student, id } = await paidMonth();
    expect(await seen(student, id)).toMatchObject({ status: 'Processed', planState: 'active' });
    const sub = (await seen(student, id)).subscriptionId!;
    const ended = await call('PATCH', '/sub/cancel', { token: admin.token, body: { id: sub } });
    expect(ended.status).toBe(200);
    // The order's own status is the money's (nothing went back); the plan's is said beside it.
    expect(await seen(student, id)).toMatchObject({ status: 'Processed', planState: 'cancelled' });
  });

  it('reads cancelled when the student ends her own plan', async () => {
    const { student, id } = await paidMonth();
    expect((await call('PATCH', '/sub/cancel', { token: student.token, body: {} })).status).toBe(
      200,
    );
    expect(await seen(student, id)).toMatchObject({ status: 'Processed', planState: 'cancelled' });
  });

  it('reads expired once the month has run out, before any sweep marks the row', async () => {
    const { student, id } = await paidMonth();
    const endsAt = Date.parse(
      (await call('GET', '/sub/current', { token: student.token })).body.paidThrough as string,
    );
    clock.set(endsAt + DAY);
    student.token = await freshToken(student);
    admin.token = await freshToken(admin);
    expect(await seen(student, id)).toMatchObject({ status: 'Processed', planState: 'expired' });
  });

  it('is null on an order not paid yet, and another student still cannot read the order', async () => {
    const student = await createUser(world.server, 'Student', { phone: '+201012345679' });
    const plan = createPlan(world.server, { monthPrice: 20_000 });
    const order = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    expect(await seen(student, order.body.id)).toMatchObject({ status: 'New', planState: null });
    const other = await createUser(world.server, 'Student');
    const theirs = await call('GET', `/tx/${order.body.id}`, { token: other.token });
    expect(theirs.status).toBe(403);
    expect(
      (await call('GET', `/tx/list?userId=${student.id}`, { token: other.token })).status,
    ).toBe(403);
  });
});
