import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import { createUser } from '../support/test-server.ts';
import { createPlan, paymentsFile } from './payments-support.ts';

/*
 * A full refund ends the plan its money paid for (decision 071), and only that one: a renewal
 * queued behind it (decision 140) was paid by another order, which nobody refunded. A refund
 * made at the gateway (Paymob's dashboard, the only way to refund a Paymob order, decision 070;
 * Fawry's portal) ends it too when its signed callback says so.
 */
const DAY = 24 * 60 * 60_000;
const clock = new FixedClock(Date.parse('2026-11-22T10:00:00Z'));

const { world, admin, call, voucher, freshToken } = paymentsFile(clock);

describe('refunding a month with its renewal already paid', () => {
  it('ends the refunded month only; the renewal another order paid starts at once', async () => {
    const student = await createUser(world.server, 'Student', { phone: '+201012345678' });
    const plan = createPlan(world.server, { monthPrice: 20_000 });
    const first = await voucher(student.token, plan.id);
    expect((await world.fawry.pay(first.body.id)).body.outcome).toBe('processed');
    const endsAt = Date.parse(
      (await call('GET', '/sub/current', { token: student.token })).body.paidThrough,
    );

    // The last week of the month: the student renews and pays.
    clock.set(endsAt - 6 * DAY);
    student.token = await freshToken(student);
    admin.token = await freshToken(admin);
    const renewal = await voucher(student.token, plan.id);
    expect(renewal.status).toBe(201);
    expect((await world.fawry.pay(renewal.body.id)).body.outcome).toBe('processed');
    const renewalTx = (await call('GET', `/tx/${renewal.body.id}`, { token: student.token })).body;
    expect(renewalTx.status).toBe('Processed');

    clock.set(endsAt - 5 * DAY);
    const refundedAt = clock.now();
    const refund = await call('POST', '/fawry/refund', {
      token: admin.token,
      body: { transactionId: first.body.id },
    });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ status: 'Refunded', refundedAmount: 20_000 });

    const refunded = await call('GET', `/sub/${refund.body.subscriptionId}`, {
      token: student.token,
    });
    expect(refunded.body.status).toBe('cancelled');
    const renewed = await call('GET', `/sub/${renewalTx.subscriptionId}`, {
      token: student.token,
    });
    // Paid for, so it runs from the refund on, its whole month: no days without a plan
    // (when no other plan can be bought) before the date the refunded month would have ended.
    expect(renewed.body).toMatchObject({
      status: 'active',
      startsAt: new Date(refundedAt).toISOString(),
    });
    const current = await call('GET', '/sub/current', { token: student.token });
    expect(current.body.subscription.id).toBe(renewalTx.subscriptionId);
    const paidThrough = Date.parse(current.body.paidThrough);
    expect(paidThrough).toBeGreaterThan(refundedAt + 27 * DAY);
    expect(paidThrough).toBeLessThan(endsAt + 27 * DAY);
  });
});

describe('refunding a renewal that has not begun', () => {
  it('the month queued behind it moves up to where it would have started, not to now', async () => {
    clock.set(Date.parse('2026-11-22T10:00:00Z'));
    const student = await createUser(world.server, 'Student', { phone: '+201012345679' });
    admin.token = await freshToken(admin);
    const plan = createPlan(world.server, { monthPrice: 20_000 });
    const sub = async (id: string) =>
      (await call('GET', `/sub/${id}`, { token: student.token })).body;
    const buy = async () => {
      const order = await voucher(student.token, plan.id);
      expect((await world.fawry.pay(order.body.id)).body.outcome).toBe('processed');
      return (await call('GET', `/tx/${order.body.id}`, { token: student.token })).body;
    };
    const first = await buy();
    const running = await sub(first.subscriptionId);
    clock.set(Date.parse(running.endsAt) - 6 * DAY);
    student.token = await freshToken(student);
    admin.token = await freshToken(admin);
    const renewal = await buy();
    // A month an admin gave on top (a purchase cannot queue a second renewal, decision 140).
    const gift = world.server.deps.subscriptionsService.grant({
      userId: student.id,
      planId: plan.id,
      period: 'Month',
      source: 'admin',
    });
    const second = await sub(renewal.subscriptionId);
    expect(second.startsAt).toBe(running.endsAt);
    expect((await sub(gift.id)).startsAt).toBe(second.endsAt);

    const refund = await call('POST', '/fawry/refund', {
      token: admin.token,
      body: { transactionId: renewal.id },
    });
    expect(refund.body.status).toBe('Refunded');
    expect((await sub(first.subscriptionId)).status).toBe('active');
    expect((await sub(renewal.subscriptionId)).status).toBe('cancelled');
    expect(await sub(gift.id)).toMatchObject({ status: 'active', startsAt: running.endsAt });
  });
});

describe('a refund made at the gateway', () => {
  it("Paymob's signed full refund ends the plan; a partial one leaves it", async () => {
    const checkout = async () => {
      const student = await createUser(world.server, 'Student', { phone: '+201012345678' });
      const plan = createPlan(world.server, { monthPrice: 30_000 });
      const res = await call('POST', '/paymob/create-checkout-url', {
        token: student.token,
        body: { planId: plan.id, period: 'Month' },
      });
      expect(res.status).toBe(201);
      const id = res.body.transaction.id as string;
      expect((await world.paymob.send(world.paymob.callback(id))).body.outcome).toBe('processed');
      expect((await call('GET', '/sub/user', { token: student.token })).status).toBe(200);
      return { student, id, orderId: world.paymob.intentions.get(id)!.orderId };
    };
    const refund = (id: string, orderId: number, amount: number) =>
      world.paymob.send(
        world.paymob.callback(id, {
          id: orderId + 9000 + amount,
          amount_cents: amount,
          is_refunded: true,
          has_parent_transaction: true,
        }),
      );

    const full = await checkout();
    expect((await refund(full.id, full.orderId, 30_000)).body.outcome).toBe('processed');
    const tx = await call('GET', `/tx/${full.id}`, { token: full.student.token });
    expect(tx.body).toMatchObject({ status: 'Refunded', refundedAmount: 30_000 });
    expect((await call('GET', '/sub/user', { token: full.student.token })).status).toBe(404);
    const ended = await call('GET', `/sub/${tx.body.subscriptionId}`, {
      token: full.student.token,
    });
    expect(ended.body.status).toBe('cancelled');

    const part = await checkout();
    expect((await refund(part.id, part.orderId, 10_000)).body.outcome).toBe('processed');
    const partTx = await call('GET', `/tx/${part.id}`, { token: part.student.token });
    expect(partTx.body).toMatchObject({ status: 'PartialRefunded', refundedAmount: 10_000 });
    expect((await call('GET', '/sub/user', { token: part.student.token })).status).toBe(200);
  });

  it("Paymob's signed void of a paid order gives it all back: refunded, the plan ends", async () => {
    const student = await createUser(world.server, 'Student', { phone: '+201012345678' });
    const plan = createPlan(world.server, { monthPrice: 30_000 });
    const res = await call('POST', '/paymob/create-checkout-url', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    const id = res.body.transaction.id as string;
    expect((await world.paymob.send(world.paymob.callback(id))).body.outcome).toBe('processed');
    const voided = world.paymob.callback(id, { is_voided: true });
    expect((await world.paymob.send(voided)).body.outcome).toBe('processed');
    const tx = await call('GET', `/tx/${id}`, { token: student.token });
    expect(tx.body).toMatchObject({ status: 'Refunded', refundedAmount: 30_000 });
    expect((await call('GET', '/sub/user', { token: student.token })).status).toBe(404);
  });

  it("Fawry's signed REFUNDED notification ends the plan", async () => {
    const student = await createUser(world.server, 'Student', { phone: '+201012345678' });
    const plan = createPlan(world.server, { monthPrice: 20_000 });
    const order = await voucher(student.token, plan.id);
    expect((await world.fawry.pay(order.body.id)).body.outcome).toBe('processed');
    expect((await call('GET', '/sub/user', { token: student.token })).status).toBe(200);

    const refunded = world.fawry.notification(order.body.id, { orderStatus: 'REFUNDED' });
    expect((await world.fawry.send(refunded)).body.outcome).toBe('processed');
    const tx = await call('GET', `/tx/${order.body.id}`, { token: student.token });
    expect(tx.body).toMatchObject({ status: 'Refunded', refundedAmount: 20_000 });
    expect((await call('GET', '/sub/user', { token: student.token })).status).toBe(404);
    // Delivered again: nothing more.
    expect((await world.fawry.send(refunded)).body.outcome).toBe('replay');
  });
});
