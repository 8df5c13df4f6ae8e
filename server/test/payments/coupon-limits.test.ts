import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import { createUser, type TestUser } from '../support/test-server.ts';
import { createPlan, paymentsFile } from './payments-support.ts';

// Decision 294: a coupon's uses, in all and per student, are the orders that carry it and did
// not end unpaid; they are counted in the write that takes one. The fake Fawry answers over
// loopback, so parallel checkouts truly interleave at each gateway call.
const clock = new FixedClock(Date.parse('2026-11-22T10:00:00Z'));
const { world, admin } = paymentsFile(clock);
const server = {
  call: (...args: Parameters<typeof world.server.call>) => world.server.call(...args),
  get deps() {
    return world.server.deps;
  },
};

const expiresAt = '2026-12-31T21:59:00.000Z';
let codes = 0;
async function coupon(limits: { usageLimit?: number | null; perStudentLimit?: number | null }) {
  codes += 1;
  const made = await server.call('POST', '/coupon', {
    token: admin.token,
    body: { code: `LIMIT${codes}X`, discount: 10, maxDiscount: 100_000, expiresAt, ...limits },
  });
  expect(made.status).toBe(201);
  return made.body as { id: string; code: string };
}

/** A student with a card saved at Fawry: paying by card asks Fawry for her cards first. */
async function studentWithCard(n: number) {
  const student = await createUser(world.server, 'Student', { phone: '+201012345678' });
  const token = `tok-race-${n}`;
  world.fawry.cards.set(student.id, [{ token, lastFourDigits: '4242', brand: 'Visa' }]);
  return { student, token };
}

const newStudent = () => createUser(world.server, 'Student', { phone: '+201012345678' });

describe('a coupon’s limit of uses', () => {
  it('10 checkouts at once with a limit of 2: exactly 2 orders carry it', async () => {
    const plan = createPlan(world.server);
    const { code, id } = await coupon({ usageLimit: 2 });
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, n) => studentWithCard(n)));
    const answers = await Promise.all(
      buyers.map(({ student, token }) =>
        server.call('POST', '/fawry/pay/card', {
          token: student.token,
          body: {
            planId: plan.id,
            period: 'Month',
            cardToken: token,
            cvv: '123',
            couponCode: code,
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(
      Array.from({ length: 8 }, () => [409, 'coupon-exhausted']),
    );
    expect(refused[0]!.body.message).toBe('كود الخصم ده خلص: اتستخدم كل المرات المسموحة.');
    expect(server.deps.payments.transactions.couponUses(id)).toBe(2);
  });

  it('per student: a second order is refused, another student is not; a cancelled order gives its use back', async () => {
    const plan = createPlan(world.server);
    const { code } = await coupon({ usageLimit: null, perStudentLimit: 1 });
    const sara = await newStudent();
    const omar = await newStudent();
    const voucher = (who: TestUser) =>
      server.call('POST', '/fawry/pay/ref-num', {
        token: who.token,
        body: { planId: plan.id, period: 'Month', couponCode: code },
      });
    const first = await voucher(sara);
    expect(first.status).toBe(201);
    expect(first.body.couponCode).toBe(code);
    const again = await voucher(sara);
    expect([again.status, again.body.code]).toEqual([409, 'coupon-student-limit-reached']);
    expect((await voucher(omar)).status).toBe(201);
    // Unpaid and cancelled: the use is hers again.
    const cancelled = await server.call('POST', '/fawry/cancel-unpaid-order', {
      token: sara.token,
      body: { transactionId: first.body.id },
    });
    expect(cancelled.body.status).toBe('Canceled');
    expect((await voucher(sara)).status).toBe(201);
  });

  it('an order that expired unpaid gives its use back', async () => {
    const plan = createPlan(world.server);
    const { code, id } = await coupon({ usageLimit: 1 });
    const student = await newStudent();
    const body = { planId: plan.id, period: 'Month', couponCode: code };
    const order = await server.call('POST', '/fawry/pay/e-wallet', { token: student.token, body });
    expect(order.status).toBe(201);
    const other = await newStudent();
    expect(
      (await server.call('POST', '/fawry/pay/e-wallet', { token: other.token, body })).body.code,
    ).toBe('coupon-exhausted');
    clock.advance(2 * 60 * 60_000);
    await server.deps.payments.service.expireDue();
    expect(server.deps.payments.transactions.byId(order.body.id)?.status).toBe('Expired');
    expect(server.deps.payments.transactions.couponUses(id)).toBe(0);
    expect(
      (await server.call('POST', '/fawry/pay/e-wallet', { token: other.token, body })).status,
    ).toBe(201);
  });

  it('the admin sets, shows and clears the limits; a wrong one is refused in Arabic', async () => {
    const { id } = await coupon({ usageLimit: 50, perStudentLimit: 2 });
    const read = await server.call('GET', `/coupon/${id}`, { token: admin.token });
    expect(read.body).toMatchObject({ usageLimit: 50, perStudentLimit: 2 });
    const plain = await coupon({});
    expect(plain).toMatchObject({ usageLimit: null, perStudentLimit: null });

    const zero = await server.call('PUT', `/coupon/${id}`, {
      token: admin.token,
      body: { usageLimit: 0 },
    });
    expect([zero.status, zero.body.code]).toEqual([400, 'invalid-coupon-limit']);
    expect(zero.body.details[0]).toMatchObject({ path: 'usageLimit' });
    expect(zero.body.message).toMatch(/^عدد المرات لازم يكون من ١ لـ/);
    const above = await server.call('PUT', `/coupon/${id}`, {
      token: admin.token,
      body: { perStudentLimit: 51 },
    });
    expect([above.status, above.body.code]).toEqual([400, 'coupon-student-limit-above-total']);
    expect(above.body.details[0]).toMatchObject({ path: 'perStudentLimit' });

    const cleared = await server.call('PUT', `/coupon/${id}`, {
      token: admin.token,
      body: { usageLimit: null },
    });
    expect(cleared.body).toMatchObject({ usageLimit: null, perStudentLimit: 2 });
    const student = await newStudent();
    const refused = await server.call('PUT', `/coupon/${id}`, {
      token: student.token,
      body: { usageLimit: 1000 },
    });
    expect(refused.status).toBe(403);
  });
});
