import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import {
  createUser,
  ROLES,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { createPlan } from './payments-support.ts';

let server: TestServer;
const users = {} as Record<UserRole, TestUser>;
let owner: TestUser;
let ownersTx: string;
let planId: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  for (const role of ROLES) users[role] = await createUser(server, role);
  owner = await createUser(server, 'Student');
  planId = createPlan(server).id;
  const { body } = await server.call('POST', '/fawry/pay/ref-num', {
    token: owner.token,
    body: { planId, period: 'Month' },
  });
  ownersTx = body.id;
});
afterAll(() => server.stop());

type Who = 'anonymous' | UserRole;
const WHO: Who[] = ['anonymous', ...ROLES];
const only = (ok: number, ...roles: UserRole[]): Record<Who, number> =>
  Object.fromEntries(
    WHO.map((w) => [w, w === 'anonymous' ? 401 : roles.includes(w as UserRole) ? ok : 403]),
  ) as Record<Who, number>;
const ADMINS: UserRole[] = ['RegularAdmin', 'SuperAdmin'];

interface Row {
  call: string;
  request: () => { method: string; path: string; body?: unknown };
  expect: Record<Who, number>;
}

/** Each student pays a fresh order; an admin may look at someone else's, no one else may. */
const ROWS: Row[] = [
  {
    call: 'POST /fawry/pay/ref-num',
    request: () => ({
      method: 'POST',
      path: '/fawry/pay/ref-num',
      body: { planId, period: 'Month' },
    }),
    expect: only(201, 'Student'),
  },
  {
    call: 'POST /fawry/pay/e-wallet',
    request: () => ({
      method: 'POST',
      path: '/fawry/pay/e-wallet',
      body: { planId, period: 'Month' },
    }),
    expect: only(201, 'Student'),
  },
  {
    call: 'POST /fawry/pay/card',
    request: () => ({
      method: 'POST',
      path: '/fawry/pay/card',
      body: { planId, period: 'Month', cardToken: 'none', cvv: '123' },
    }),
    // A token not among the student's own cards: refused by the server, never the gateway's 502.
    expect: only(404, 'Student'),
  },
  {
    call: 'POST /fawry/pay/bank-installments',
    request: () => ({
      method: 'POST',
      path: '/fawry/pay/bank-installments',
      body: { planId, period: 'Month', cardToken: 'none', cvv: '123', installmentPlanId: 'p' },
    }),
    expect: only(400, 'Student'),
  },
  {
    call: 'POST /paymob/create-checkout-url',
    request: () => ({
      method: 'POST',
      path: '/paymob/create-checkout-url',
      body: { planId, period: 'Month' },
    }),
    expect: only(201, 'Student'),
  },
  {
    call: "POST /fawry/cancel-unpaid-order (another's)",
    request: () => ({
      method: 'POST',
      path: '/fawry/cancel-unpaid-order',
      body: { transactionId: 'missing-tx' },
    }),
    expect: only(404, 'Student', ...ADMINS),
  },
  {
    call: 'POST /fawry/refund',
    request: () => ({ method: 'POST', path: '/fawry/refund', body: { transactionId: ownersTx } }),
    expect: only(400, ...ADMINS),
  },
  {
    call: 'GET /fawry/card-token/list',
    request: () => ({ method: 'GET', path: '/fawry/card-token/list' }),
    expect: only(200, 'Student'),
  },
  {
    call: 'DELETE /fawry/card-token',
    request: () => ({ method: 'DELETE', path: '/fawry/card-token', body: { cardToken: 'none' } }),
    expect: only(404, 'Student'),
  },
  {
    call: 'GET /fawry/card-token/url',
    request: () => ({ method: 'GET', path: '/fawry/card-token/url' }),
    expect: only(200, 'Student'),
  },
  {
    call: "GET /fawry/payment-status (another's)",
    request: () => ({ method: 'GET', path: `/fawry/payment-status?transactionId=${ownersTx}` }),
    expect: only(200, ...ADMINS),
  },
  {
    call: "POST /fawry/payment-status/sync (another's)",
    request: () => ({
      method: 'POST',
      path: '/fawry/payment-status/sync',
      body: { transactionId: ownersTx },
    }),
    expect: only(200, ...ADMINS),
  },
  {
    call: "GET /tx/{another's}",
    request: () => ({ method: 'GET', path: `/tx/${ownersTx}` }),
    expect: only(200, ...ADMINS),
  },
  {
    call: 'GET /tx/list',
    request: () => ({ method: 'GET', path: '/tx/list' }),
    expect: only(200, 'Student', ...ADMINS),
  },
  {
    call: 'GET /tx/last',
    request: () => ({ method: 'GET', path: '/tx/last' }),
    expect: { ...only(404, 'Student', ...ADMINS), Student: 200 },
  },
];

describe('payments role matrix', () => {
  for (const row of ROWS) {
    it(row.call, async () => {
      for (const who of WHO) {
        const { method, path, body } = row.request();
        const token = who === 'anonymous' ? undefined : users[who].token;
        const res = await server.call(method, path, { token, body });
        expect(res.status, `${row.call} as ${who}`).toBe(row.expect[who]);
        if (res.status === 401) expect(res.body.code).toBe('unauthenticated');
        if (res.status === 403) expect(res.body.code).toBe('forbidden');
      }
    });
  }

  it('the owner sees and syncs their own transaction', async () => {
    expect((await server.call('GET', `/tx/${ownersTx}`, { token: owner.token })).status).toBe(200);
    expect(
      (
        await server.call('POST', '/fawry/payment-status/sync', {
          token: owner.token,
          body: { transactionId: ownersTx },
        })
      ).status,
    ).toBe(200);
    expect((await server.call('GET', '/tx/last', { token: owner.token })).body.id).toBe(ownersTx);
  });

  it('webhooks need no token but a signature; dev sandbox actions answer only on local', async () => {
    // The sandbox server has no Fawry or Paymob keys: their webhooks do not exist here.
    expect((await server.call('POST', '/fawry/webhook', { body: {} })).status).toBe(404);
    expect((await server.call('POST', '/paymob/webhook', { body: {} })).status).toBe(404);
  });
});
