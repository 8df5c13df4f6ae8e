import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import { createUser, type TestUser } from '../support/test-server.ts';
import { createPlan, paymentsFile } from './payments-support.ts';

// Decision 150: only fields a gateway signs may choose an order or change its money state.
const clock = new FixedClock(Date.parse('2026-11-22T10:00:00Z'));

const { world, admin, call } = paymentsFile(clock);

async function paymobCheckout(monthPrice = 30_000) {
  const student = await createUser(world.server, 'Student', { phone: '+201012345678' });
  const plan = createPlan(world.server, { monthPrice });
  const res = await call('POST', '/paymob/create-checkout-url', {
    token: student.token,
    body: { planId: plan.id, period: 'Month' },
  });
  expect(res.status).toBe(201);
  return { student, id: res.body.transaction.id as string };
}

const statusOf = async (student: TestUser, id: string) =>
  (await call('GET', `/tx/${id}`, { token: student.token })).body.status;
const subscriptionsOf = async (student: TestUser) =>
  (await call('GET', `/sub/list?userId=${student.id}`, { token: admin.token })).body.total;

describe('Paymob callback', () => {
  it("pays only the order Paymob signed: another order's merchant reference in the body pays nothing", async () => {
    const a = await paymobCheckout(30_000);
    const b = await paymobCheckout(30_000);
    const paid = world.paymob.callback(a.id);
    expect((await world.paymob.send(paid)).body.outcome).toBe('processed');

    // The same signed callback, with B's reference in every field the HMAC does not cover.
    const obj = paid.body.obj as Record<string, any>;
    const forged = {
      hmac: paid.hmac,
      body: {
        ...paid.body,
        obj: {
          ...obj,
          special_reference: b.id,
          order: { ...obj.order, merchant_order_id: b.id, special_reference: b.id },
        },
      },
    };
    const answer = await world.paymob.send(forged);
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('replay');
    expect(await statusOf(b.student, b.id)).toBe('New');
    expect(await subscriptionsOf(b.student)).toBe(0);
    expect(await statusOf(a.student, a.id)).toBe('Processed');
    expect(await subscriptionsOf(a.student)).toBe(1);
  });

  it('refuses a signed callback whose order id is not one of ours, or whose currency is not EGP', async () => {
    const { student, id } = await paymobCheckout();
    const stranger = world.paymob.callback(id, { order: { id: 999_999_999 } });
    expect((await world.paymob.send(stranger)).body.outcome).toBe('unknown-order');
    const dollars = world.paymob.callback(id, { currency: 'USD' });
    expect((await world.paymob.send(dollars)).body.outcome).toBe('currency-mismatch');
    expect(await statusOf(student, id)).toBe('New');
    expect(await subscriptionsOf(student)).toBe(0);
  });

  it('a declined card is an attempt: the next successful callback on the same checkout pays it once', async () => {
    const { student, id } = await paymobCheckout();
    const intention = world.paymob.intentions.get(id)!;
    const declined = world.paymob.callback(id, {
      id: intention.orderId + 5000,
      success: false,
      source_data: { pan: '0008', sub_type: 'Visa', type: 'card' },
    });
    expect((await world.paymob.send(declined)).body.outcome).toBe('attempt');
    expect(await statusOf(student, id)).toBe('New');

    const paid = world.paymob.callback(id, { id: intention.orderId + 5001 });
    expect((await world.paymob.send(paid)).body.outcome).toBe('processed');
    expect(await statusOf(student, id)).toBe('Processed');
    // Paymob retries, and a second successful transaction on the order: nothing more.
    expect((await world.paymob.send(paid)).body.outcome).toBe('replay');
    const again = world.paymob.callback(id, { id: intention.orderId + 5002 });
    expect((await world.paymob.send(again)).body.outcome).toBe('unchanged');
    expect(await subscriptionsOf(student)).toBe(1);
  });

  it('a decline after the checkout expired ends the order', async () => {
    const { student, id } = await paymobCheckout();
    const intention = world.paymob.intentions.get(id)!;
    clock.advance(31 * 60_000);
    const declined = world.paymob.callback(id, { id: intention.orderId + 7000, success: false });
    expect((await world.paymob.send(declined)).body.outcome).toBe('processed');
    expect(await statusOf(student, id)).toBe('Failed');
  });
});

describe('Fawry status answer', () => {
  it('moves money only when the status answer verifies', async () => {
    const student = await createUser(world.server, 'Student', { phone: '+201012345678' });
    const plan = createPlan(world.server);
    const { body } = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    // An answer altered after Fawry signed it (say, by something between us and Fawry).
    world.fawry.statusOverrides = { orderStatus: 'PAID' };
    const tampered = await call('POST', '/fawry/payment-status/sync', {
      token: student.token,
      body: { transactionId: body.id },
    });
    expect(tampered.body.code).toBe('fawry-error');
    expect(await statusOf(student, body.id)).toBe('New');
    expect(await subscriptionsOf(student)).toBe(0);

    world.fawry.statusOverrides = {};
    world.fawry.settle(body.id, 'PAID');
    const synced = await call('POST', '/fawry/payment-status/sync', {
      token: student.token,
      body: { transactionId: body.id },
    });
    expect(synced.body.status).toBe('Processed');
    expect(await subscriptionsOf(student)).toBe(1);
  });
});
