import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import { createUser } from '../support/test-server.ts';
import { createCoupon, createPlan, paymentsFile } from './payments-support.ts';

const clock = new FixedClock(Date.parse('2026-11-22T10:00:00Z'));
const events: { transactionId: string; status: string }[] = [];

const { world, admin, call } = paymentsFile(clock);
beforeAll(() => {
  world.server.deps.bus.subscribe('transaction-status-update', (e) => events.push(e));
});

const statusesOf = (id: string) =>
  events.filter((e) => e.transactionId === id).map((e) => e.status);

async function newStudent() {
  return createUser(world.server, 'Student', { phone: '+201012345678' });
}

describe('PAYATFAWRY voucher', () => {
  it('gives a reference; the signed notification pays it and grants the subscription once', async () => {
    const student = await newStudent();
    const plan = createPlan(world.server, { monthPrice: 50_000, quarterDiscount: 10 });
    const created = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Quarter' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'New',
      method: 'Fawry',
      gateway: 'fawry',
      amount: 135_000,
      baseAmount: 135_000,
    });
    expect(created.body.referenceNumber).toMatch(/^\d{9}$/);
    const id = created.body.id;
    expect(world.fawry.orders.get(id)?.amount).toBe('1350.00');

    const before = await call('GET', '/sub/user', { token: student.token });
    expect(before.status).toBe(404);

    const answer = await world.fawry.pay(id);
    expect(answer).toEqual({ status: 200, body: { outcome: 'processed' } });
    const tx = await call('GET', `/tx/${id}`, { token: student.token });
    expect(tx.body).toMatchObject({ status: 'Processed', paidAt: '2026-11-22T10:00:00.000Z' });
    expect(tx.body.subscriptionId).toEqual(expect.any(String));
    expect(statusesOf(id)).toEqual(['Paid', 'Processed']);

    const sub = await call('GET', '/sub/user', { token: student.token });
    expect(sub.status).toBe(200);
    expect(JSON.stringify(sub.body)).toContain(plan.id);

    // The same notification again, and a sync: nothing more happens.
    const replay = await world.fawry.send(world.fawry.notification(id));
    expect(replay).toEqual({ status: 200, body: { outcome: 'replay' } });
    const synced = await call('POST', '/fawry/payment-status/sync', {
      token: student.token,
      body: { transactionId: id },
    });
    expect(synced.body.status).toBe('Processed');
    const all = await call('GET', `/sub/list?userId=${student.id}`, { token: admin.token });
    expect(all.body.total).toBe(1);
    expect(statusesOf(id)).toEqual(['Paid', 'Processed']);
    expect(world.fawry.violations).toEqual([]);
  });

  it('applies a coupon on the server and charges the discounted amount', async () => {
    const student = await newStudent();
    const plan = createPlan(world.server, { monthPrice: 40_000 });
    createCoupon(world.server, admin, 'KALAM25', 25);
    const created = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month', couponCode: 'kalam25' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      baseAmount: 40_000,
      discount: 10_000,
      amount: 30_000,
      couponCode: 'KALAM25',
    });
    expect(world.fawry.orders.get(created.body.id)?.amount).toBe('300.00');
    const unknown = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month', couponCode: 'NOPE1234' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('coupon-not-found');
  });

  it('refuses tampered, unknown-order and amount-mismatch notifications without changing anything', async () => {
    const student = await newStudent();
    const plan = createPlan(world.server);
    const { body } = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    world.fawry.settle(body.id, 'PAID');
    const good = world.fawry.notification(body.id);

    const tampered = await world.fawry.send({ ...good, orderAmount: 1, paymentAmount: 1 });
    expect(tampered).toEqual({ status: 401, body: { outcome: 'bad-signature' } });
    const unsigned = await world.fawry.send({ ...good, messageSignature: 'a'.repeat(64) });
    expect(unsigned.status).toBe(401);
    const mismatch = await world.fawry.send(
      world.fawry.notification(body.id, { orderAmount: 1, paymentAmount: 1 }),
    );
    expect(mismatch).toEqual({ status: 200, body: { outcome: 'amount-mismatch' } });
    const unknown = await world.fawry.send(
      world.fawry.notification(body.id, { merchantRefNumber: 'not-ours' }),
    );
    expect(unknown).toEqual({ status: 200, body: { outcome: 'unknown-order' } });
    const malformed = await world.fawry.send({ hello: 'world' });
    expect(malformed.status).toBe(400);

    const tx = await call('GET', `/tx/${body.id}`, { token: student.token });
    expect(tx.body.status).toBe('New');
    expect(statusesOf(body.id)).toEqual([]);
    expect((await call('GET', '/sub/user', { token: student.token })).status).toBe(404);

    // The genuine one still works afterwards.
    expect((await world.fawry.send(good)).body.outcome).toBe('processed');
  });

  it('a late notification for an expired order changes nothing', async () => {
    const student = await newStudent();
    const plan = createPlan(world.server);
    const { body } = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    world.fawry.settle(body.id, 'EXPIRED');
    clock.advance(25 * 60 * 60_000);
    const expired = await world.server.deps.payments.service.expireDue();
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `/tx/${body.id}`, { token: student.token })).body.status).toBe(
      'Expired',
    );
    world.fawry.settle(body.id, 'PAID');
    const late = await world.fawry.send(world.fawry.notification(body.id));
    expect(late).toEqual({ status: 200, body: { outcome: 'unchanged' } });
    expect((await call('GET', `/tx/${body.id}`, { token: student.token })).body.status).toBe(
      'Expired',
    );
    expect((await call('GET', '/sub/user', { token: student.token })).status).toBe(404);
  });
});

describe('card with 3-D Secure', () => {
  it('answers the 3DS address; the return handler checks the status and the subscription follows once', async () => {
    const student = await newStudent();
    world.fawry.cards.set(student.id, [
      { token: 'tok-visa', lastFourDigits: '4242', brand: 'Visa' },
    ]);
    const list = await call('GET', '/fawry/card-token/list', { token: student.token });
    expect(list.body).toEqual({
      list: [{ token: 'tok-visa', lastFour: '4242', brand: 'Visa' }],
      total: 1,
    });

    const plan = createPlan(world.server);
    const created = await call('POST', '/fawry/pay/card', {
      token: student.token,
      body: { planId: plan.id, period: 'Month', cardToken: 'tok-visa', cvv: '123' },
    });
    expect(created.status).toBe(201);
    expect(created.body.redirectUrl).toContain(`${world.fawry.url}/3ds/`);
    const id = created.body.id;

    // The browser comes back before 3DS passed: still New.
    const early = await fetch(
      `${world.server.url}/api/v1/payments/return/${id}?status=PAID&success=true`,
      {
        redirect: 'manual',
      },
    );
    expect(early.status).toBe(302);
    expect((await call('GET', `/tx/${id}`, { token: student.token })).body.status).toBe('New');

    world.fawry.settle(id, 'PAID');
    const back = await fetch(`${world.server.url}/api/v1/payments/return/${id}`, {
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`/checkout/${plan.id}/Month?tx=${id}`);
    const tx = await call('GET', `/tx/${id}`, { token: student.token });
    expect(tx.body.status).toBe('Processed');
    // Fawry's own notification arrives after: nothing more.
    expect((await world.fawry.send(world.fawry.notification(id))).body.outcome).toBe('unchanged');
    expect(
      (await call('GET', `/sub/list?userId=${student.id}`, { token: admin.token })).body.total,
    ).toBe(1);
    expect(world.fawry.violations).toEqual([]);
  });

  it("another student's saved card is refused before any call to Fawry: 404, no order", async () => {
    const owner = await newStudent();
    world.fawry.cards.set(owner.id, [{ token: 'tok-own', lastFourDigits: '4242', brand: 'Visa' }]);
    const thief = await newStudent();
    const plan = createPlan(world.server);
    const before = world.fawry.calls.length;
    const paid = await call('POST', '/fawry/pay/card', {
      token: thief.token,
      body: { planId: plan.id, period: 'Month', cardToken: 'tok-own', cvv: '123' },
    });
    expect([paid.status, paid.body.code]).toEqual([404, 'not-found']);
    const inInstalments = await call('POST', '/fawry/pay/bank-installments', {
      token: thief.token,
      body: {
        planId: createPlan(world.server, { weeklyMinutes: 120 }).id,
        period: 'Month',
        cardToken: 'tok-own',
        cvv: '123',
        installmentPlanId: 'p',
      },
    });
    expect([inInstalments.status, inInstalments.body.code]).toEqual([404, 'not-found']);
    const removed = await call('DELETE', '/fawry/card-token', {
      token: thief.token,
      body: { cardToken: 'tok-own' },
    });
    expect([removed.status, removed.body.code]).toEqual([404, 'not-found']);
    // Fawry was only asked for the thief's own (empty) list: no charge, no delete.
    expect(world.fawry.calls.slice(before).map((c) => c.path)).toEqual([
      '/ECommerceWeb/Fawry/cards/cardToken',
      '/ECommerceWeb/Fawry/cards/cardToken',
      '/ECommerceWeb/Fawry/cards/cardToken',
    ]);
    expect(world.server.deps.payments.transactions.latestFor(thief.id)).toBeUndefined();
    expect(world.fawry.cards.get(owner.id)).toHaveLength(1);
  });

  it('a refused signature from the gateway fails the order with fawry-error', async () => {
    const student = await newStudent();
    const plan = createPlan(world.server);
    const keys = world.server.deps.config.payments.fawry!;
    const saved = keys.secureKey;
    (keys as { secureKey: string }).secureKey = 'wrong-key';
    try {
      const res = await call('POST', '/fawry/pay/ref-num', {
        token: student.token,
        body: { planId: plan.id, period: 'Month' },
      });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('fawry-error');
      expect(res.body.message).toBe('الدفع ماكملش بسبب مشكلة عند بوابة الدفع، جرّب تاني.');
      const last = await call('GET', '/tx/last', { token: student.token });
      expect(last.body.status).toBe('Failed');
    } finally {
      (keys as { secureKey: string }).secureKey = saved;
      world.fawry.violations.length = 0;
    }
  });
});

describe('wallet, instalments, cancel, refund, timeout', () => {
  it('wallet request-to-pay signs the wallet number; QR variant answers a code', async () => {
    const student = await newStudent();
    const plan = createPlan(world.server);
    const byNumber = await call('POST', '/fawry/pay/e-wallet', {
      token: student.token,
      body: { planId: plan.id, period: 'Month', walletMobile: '+201112345678' },
    });
    expect(byNumber.status).toBe(201);
    expect(byNumber.body).toMatchObject({ method: 'EWallet', walletQr: null });
    const sent = world.fawry.calls.at(-1)!.body;
    expect(sent.debitMobileWalletNo).toBe('01112345678');
    world.fawry.settle(byNumber.body.id, 'FAILED');
    expect((await world.fawry.send(world.fawry.notification(byNumber.body.id))).body.outcome).toBe(
      'processed',
    );
    expect(
      (await call('GET', `/tx/${byNumber.body.id}`, { token: student.token })).body.status,
    ).toBe('Failed');

    const qr = await call('POST', '/fawry/pay/e-wallet', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    expect(qr.body.walletQr).toMatch(/^data:image\/png/);
    expect((await world.fawry.pay(qr.body.id)).body.outcome).toBe('processed');
    expect((await call('GET', `/tx/${qr.body.id}`, { token: student.token })).body.status).toBe(
      'Processed',
    );
    expect(world.fawry.violations).toEqual([]);
  });

  it('bank instalments: 2 on the 120-minute plan, 3 on the 230-minute plan, refused on others', async () => {
    const student = await newStudent();
    world.fawry.cards.set(student.id, [{ token: 'tok-i', lastFourDigits: '1111', brand: 'Visa' }]);
    const body = (planId: string) => ({
      planId,
      period: 'Year',
      cardToken: 'tok-i',
      cvv: '999',
      installmentPlanId: 'NBE-6',
    });
    const advance = createPlan(world.server, { weeklyMinutes: 120 });
    const professional = createPlan(world.server, { weeklyMinutes: 230 });
    const basic = createPlan(world.server, { weeklyMinutes: 60 });
    const two = await call('POST', '/fawry/pay/bank-installments', {
      token: student.token,
      body: body(advance.id),
    });
    expect(two.status).toBe(201);
    expect(two.body).toMatchObject({
      method: 'BankInstallment',
      installments: 2,
      installmentPlanId: 'NBE-6',
    });
    expect(world.fawry.calls.at(-1)!.body.installmentPlanId).toBe('NBE-6');
    const refused = await call('POST', '/fawry/pay/bank-installments', {
      token: student.token,
      body: body(basic.id),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('illegal');
    expect((await world.fawry.pay(two.body.id)).body.outcome).toBe('processed');
    // One subscription for the whole period, whatever the bank collects in instalments.
    expect(
      (await call('GET', `/sub/list?userId=${student.id}`, { token: admin.token })).body.total,
    ).toBe(1);
    // Another plan while this one runs: subscription-exists.
    const three = await call('POST', '/fawry/pay/bank-installments', {
      token: student.token,
      body: body(professional.id),
    });
    expect(three.status).toBe(409);
    expect(three.body.code).toBe('subscription-exists');
    const fresh = await newStudent();
    world.fawry.cards.set(fresh.id, [{ token: 'tok-i', lastFourDigits: '1111', brand: 'Visa' }]);
    const threeOk = await call('POST', '/fawry/pay/bank-installments', {
      token: fresh.token,
      body: body(professional.id),
    });
    expect(threeOk.body.installments).toBe(3);
  });

  it('cancel an unpaid order follows the gateway; a paid one cannot be cancelled', async () => {
    const student = await newStudent();
    const other = await newStudent();
    const plan = createPlan(world.server);
    const { body } = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    const foreign = await call('POST', '/fawry/cancel-unpaid-order', {
      token: other.token,
      body: { transactionId: body.id },
    });
    expect(foreign.status).toBe(403);
    const cancelled = await call('POST', '/fawry/cancel-unpaid-order', {
      token: student.token,
      body: { transactionId: body.id },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('Canceled');
    expect(world.fawry.orders.get(body.id)?.status).toBe('CANCELED');
    const again = await call('POST', '/fawry/cancel-unpaid-order', {
      token: student.token,
      body: { transactionId: body.id },
    });
    expect(again.status).toBe(400);
    expect(world.fawry.violations).toEqual([]);
  });

  it('refund by an admin: partial then the rest', async () => {
    const student = await newStudent();
    const plan = createPlan(world.server, { monthPrice: 20_000 });
    const { body } = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    await world.fawry.pay(body.id);
    const byStudent = await call('POST', '/fawry/refund', {
      token: student.token,
      body: { transactionId: body.id },
    });
    expect(byStudent.status).toBe(403);
    const part = await call('POST', '/fawry/refund', {
      token: admin.token,
      body: { transactionId: body.id, amount: 5_000, reason: 'طلب العميل' },
    });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ status: 'PartialRefunded', refundedAmount: 5_000 });
    const tooMuch = await call('POST', '/fawry/refund', {
      token: admin.token,
      body: { transactionId: body.id, amount: 50_000 },
    });
    expect(tooMuch.status).toBe(400);
    const rest = await call('POST', '/fawry/refund', {
      token: admin.token,
      body: { transactionId: body.id },
    });
    expect(rest.body).toMatchObject({ status: 'Refunded', refundedAmount: 20_000 });
    expect(world.fawry.orders.get(body.id)?.status).toBe('REFUNDED');
    // A full refund ends the subscription it paid for.
    expect((await call('GET', '/sub/user', { token: student.token })).status).toBe(404);
    expect(statusesOf(body.id)).toEqual(['Paid', 'Processed', 'PartialRefunded', 'Refunded']);
    expect(world.fawry.violations).toEqual([]);
  });

  it('two refunds asked at once give the money back once, never more than was paid', async () => {
    const student = await newStudent();
    const plan = createPlan(world.server, { monthPrice: 20_000 });
    const { body } = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    await world.fawry.pay(body.id);
    const ask = () =>
      call('POST', '/fawry/refund', {
        token: admin.token,
        body: { transactionId: body.id, amount: 15_000 },
      });
    // Each fits what is left (200 EGP) alone; together they would give back 300 of 200.
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(world.fawry.orders.get(body.id)?.refunded).toBe(15_000);
    const tx = await call('GET', `/tx/${body.id}`, { token: admin.token });
    expect(tx.body).toMatchObject({ status: 'PartialRefunded', refundedAmount: 15_000 });
  });

  it('refunding a plan the student already cancelled is a normal flow, not a logged error', async () => {
    const student = await newStudent();
    const plan = createPlan(world.server, { monthPrice: 20_000 });
    const { body } = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    await world.fawry.pay(body.id);
    const cancelled = await call('PATCH', '/sub/cancel', { token: student.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const errorLog = vi.spyOn(world.server.deps.log, 'error');
    try {
      const refund = await call('POST', '/fawry/refund', {
        token: admin.token,
        body: { transactionId: body.id },
      });
      expect(refund.status).toBe(200);
      expect(refund.body).toMatchObject({ status: 'Refunded', refundedAmount: 20_000 });
      expect(errorLog).not.toHaveBeenCalled();
    } finally {
      errorLog.mockRestore();
    }
  });

  it('a charge whose answer never arrives leaves a New transaction that sync resolves', async () => {
    const student = await newStudent();
    const plan = createPlan(world.server);
    world.fawry.dropNextCharge = true;
    const res = await call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('fawry-error');
    const id = res.body.details.transactionId;
    expect(
      (await call('GET', `/fawry/payment-status?transactionId=${id}`, { token: student.token }))
        .body.status,
    ).toBe('New');
    world.fawry.settle(id, 'PAID');
    const synced = await call('POST', '/fawry/payment-status/sync', {
      token: student.token,
      body: { transactionId: id },
    });
    expect(synced.body.status).toBe('Processed');
    expect(synced.body.referenceNumber).toBeNull();
    // Fawry's notification comes too: the grant does not repeat.
    expect((await world.fawry.send(world.fawry.notification(id))).body.outcome).toBe('unchanged');
    expect(
      (await call('GET', `/sub/list?userId=${student.id}`, { token: admin.token })).body.total,
    ).toBe(1);
  });
});

describe('Paymob', () => {
  it('creates an intention and checkout URL; the HMAC callback pays it; a tampered one changes nothing', async () => {
    const student = await newStudent();
    const plan = createPlan(world.server, { monthPrice: 30_000 });
    const res = await call('POST', '/paymob/create-checkout-url', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(
      new RegExp(
        `^${world.paymob.url}/unifiedcheckout/\\?publicKey=egy_pk_test_kalam&clientSecret=egy_csk_test_`,
      ),
    );
    const id = res.body.transaction.id;
    const cb = world.paymob.callback(id);
    const tampered = await world.paymob.send({
      body: { ...cb.body, obj: { ...cb.body.obj, amount_cents: 1 } },
      hmac: cb.hmac,
    });
    expect(tampered.status).toBe(401);
    const mismatch = world.paymob.callback(id, { amount_cents: 100 });
    expect((await world.paymob.send(mismatch)).body.outcome).toBe('amount-mismatch');
    expect((await call('GET', `/tx/${id}`, { token: student.token })).body.status).toBe('New');
    expect((await world.paymob.send(cb)).body.outcome).toBe('processed');
    expect((await world.paymob.send(cb)).body.outcome).toBe('replay');
    expect((await call('GET', `/tx/${id}`, { token: student.token })).body.status).toBe(
      'Processed',
    );
    expect(
      (await call('GET', `/sub/list?userId=${student.id}`, { token: admin.token })).body.total,
    ).toBe(1);
    expect(world.paymob.violations).toEqual([]);
  });
});
