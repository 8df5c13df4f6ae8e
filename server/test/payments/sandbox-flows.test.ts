import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { createPlan, pathOf } from './payments-support.ts';

let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  admin = await createUser(server, 'SuperAdmin');
});
afterAll(() => server.stop());

const subCount = async (userId: string) =>
  (await server.call('GET', `/sub/list?userId=${userId}`, { token: admin.token })).body.total;

describe('sandbox gateway on local (no network)', () => {
  it('voucher paid by the dev action grants the subscription, once', async () => {
    const student = await createUser(server, 'Student');
    const plan = createPlan(server);
    const created = await server.call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    expect(created.status).toBe(201);
    expect(created.body.gateway).toBe('sandbox');
    const ref = created.body.referenceNumber;
    expect((await server.call('POST', `/dev/sandbox/pay/${ref}`)).body.status).toBe('PAID');
    expect((await server.call('POST', `/dev/sandbox/pay/${ref}`)).body.status).toBe('PAID');
    expect(
      (await server.call('GET', `/tx/${created.body.id}`, { token: student.token })).body.status,
    ).toBe('Processed');
    expect((await server.call('GET', '/sub/user', { token: student.token })).status).toBe(200);
    expect(await subCount(student.id)).toBe(1);
  });

  it('wallet request approved or declined by the dev action', async () => {
    const student = await createUser(server, 'Student');
    const plan = createPlan(server);
    const declined = await server.call('POST', '/fawry/pay/e-wallet', {
      token: student.token,
      body: { planId: plan.id, period: 'Month', walletMobile: '01012345678' },
    });
    await server.call('POST', `/dev/sandbox/wallet/${declined.body.id}/decline`);
    expect(
      (await server.call('GET', `/tx/${declined.body.id}`, { token: student.token })).body.status,
    ).toBe('Failed');
    const approved = await server.call('POST', '/fawry/pay/e-wallet', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    await server.call('POST', `/dev/sandbox/wallet/${approved.body.id}/approve`);
    expect(
      (await server.call('GET', `/tx/${approved.body.id}`, { token: student.token })).body.status,
    ).toBe('Processed');
  });

  it('card: add a test card, pay, pass the 3-D Secure page, come back through the return handler', async () => {
    const student = await createUser(server, 'Student');
    const url = (await server.call('GET', '/fawry/card-token/url', { token: student.token })).body
      .url;
    const page = await fetch(`${server.url}${pathOf(url)}`);
    expect(await page.text()).toContain('dir="rtl"');
    const added = await fetch(`${server.url}${new URL(url).pathname}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toMatch(/\/card-added$/);
    const cards = (await server.call('GET', '/fawry/card-token/list', { token: student.token }))
      .body;
    expect(cards.total).toBe(1);
    const plan = createPlan(server);
    const created = await server.call('POST', '/fawry/pay/card', {
      token: student.token,
      body: { planId: plan.id, period: 'Month', cardToken: cards.list[0].token, cvv: '123' },
    });
    expect(created.status).toBe(201);
    const threeDs = await fetch(`${server.url}${pathOf(created.body.redirectUrl)}`);
    expect(await threeDs.text()).toContain('/approve');
    const approved = await fetch(`${server.url}${pathOf(created.body.redirectUrl)}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const back = await fetch(`${server.url}${pathOf(approved.headers.get('location')!)}`, {
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(`/checkout/${plan.id}/Month?tx=${created.body.id}`);
    expect(
      (await server.call('GET', `/tx/${created.body.id}`, { token: student.token })).body.status,
    ).toBe('Processed');
    expect(await subCount(student.id)).toBe(1);
    // A card that is not the student's own is refused by the server: 404, no order written,
    // and it cannot be deleted by another either.
    const other = await createUser(server, 'Student');
    const stolen = await server.call('POST', '/fawry/pay/card', {
      token: other.token,
      body: { planId: plan.id, period: 'Month', cardToken: cards.list[0].token, cvv: '123' },
    });
    expect([stolen.status, stolen.body.code]).toEqual([404, 'not-found']);
    expect(server.deps.payments.transactions.latestFor(other.id)).toBeUndefined();
    const taken = await server.call('DELETE', '/fawry/card-token', {
      token: other.token,
      body: { cardToken: cards.list[0].token },
    });
    expect([taken.status, taken.body.code]).toEqual([404, 'not-found']);
    const removed = await server.call('DELETE', '/fawry/card-token', {
      token: student.token,
      body: { cardToken: cards.list[0].token },
    });
    expect(removed.status).toBe(200);
    expect(
      (await server.call('GET', '/fawry/card-token/list', { token: student.token })).body.total,
    ).toBe(0);
  });

  it('invite-only plans are for invited students only', async () => {
    const student = await createUser(server, 'Student');
    const plan = createPlan(server, { inviteOnly: true });
    const refused = await server.call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('plan-not-found');
    server.deps.planInvitesService.create(
      {
        id: admin.id,
        role: 'SuperAdmin',
        verifiedEmail: true,
        verifiedPhone: true,
        activated: true,
        name: 'a',
      },
      { userId: student.id, planId: plan.id },
    );
    const ok = await server.call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      body: { planId: plan.id, period: 'Month' },
    });
    expect(ok.status).toBe(201);
  });

  it('bad input answers 400 and writes nothing', async () => {
    const student = await createUser(server, 'Student');
    const plan = createPlan(server);
    const cases: [string, unknown, string][] = [
      ['/fawry/pay/ref-num', { planId: plan.id, period: 'Week' }, 'invalid-type'],
      ['/fawry/pay/ref-num', { planId: plan.id, period: 'Month', amount: 1 }, 'unknown-field'],
      ['/fawry/pay/ref-num', { period: 'Month' }, 'required'],
      [
        '/fawry/pay/ref-num',
        { planId: plan.id, period: 'Month', couponCode: 'x' },
        'invalid-coupon-code',
      ],
      [
        '/fawry/pay/card',
        { planId: plan.id, period: 'Month', cardToken: 't', cvv: '12' },
        'invalid-cvv',
      ],
      [
        '/fawry/pay/e-wallet',
        { planId: plan.id, period: 'Month', walletMobile: '0123' },
        'invalid-phone',
      ],
      [
        '/fawry/pay/bank-installments',
        { planId: plan.id, period: 'Month', cardToken: 't', cvv: '123' },
        'required',
      ],
      ['/fawry/refund', { transactionId: 'x', amount: -5 }, 'invalid-type'],
    ];
    for (const [path, body, code] of cases) {
      const res = await server.call('POST', path, {
        token: path.endsWith('refund') ? admin.token : student.token,
        body,
      });
      expect(res.status, path).toBe(400);
      expect(res.body.code, path).toBe(code);
      expect(typeof res.body.message).toBe('string');
    }
    const raw = await server.call('POST', '/fawry/pay/ref-num', {
      token: student.token,
      raw: '{"planId":',
    });
    expect(raw.status).toBe(400);
    expect((await server.call('GET', '/tx/list', { token: student.token })).body.total).toBe(0);
    expect((await server.call('GET', '/tx/last', { token: student.token })).status).toBe(404);
  });

  it('paging and ownership of /tx/list', async () => {
    const student = await createUser(server, 'Student');
    const plan = createPlan(server);
    for (let i = 0; i < 3; i += 1)
      await server.call('POST', '/fawry/pay/ref-num', {
        token: student.token,
        body: { planId: plan.id, period: 'Month' },
      });
    const page = await server.call('GET', '/tx/list?page=2&size=2', { token: student.token });
    expect(page.body.total).toBe(3);
    expect(page.body.list).toHaveLength(1);
    const foreign = await server.call('GET', `/tx/list?userId=${admin.id}`, {
      token: student.token,
    });
    expect(foreign.status).toBe(403);
    const all = await server.call('GET', `/tx/list?userId=${student.id}`, { token: admin.token });
    expect(all.body.total).toBe(3);
    expect((await server.call('GET', '/tx/list?size=500', { token: admin.token })).status).toBe(
      400,
    );
  });
});
