import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const clock = new FixedClock(NOW);
let server: TestServer;
let admin: TestUser;
let student: TestUser;

const coupon = {
  code: 'WELCOME10',
  discount: 10,
  maxDiscount: 5_000,
  expiresAt: '2026-11-30T22:00:00.000Z',
};

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  admin = await createUser(server, 'RegularAdmin');
  student = await createUser(server, 'Student');
});
afterAll(() => server.stop());

describe('coupons', () => {
  let id: string;

  it('an admin creates a coupon; a signed-in user checks its code', async () => {
    const made = await server.call('POST', '/coupon', {
      token: admin.token,
      body: { ...coupon, code: 'welcome10' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ ...coupon, expired: false });
    id = made.body.id;
    const check = await server.call('GET', '/coupon/code/welcome10', { token: student.token });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ code: 'WELCOME10', discount: 10, maxDiscount: 5_000 });
    const unknown = await server.call('GET', '/coupon/code/NOPE1234', { token: student.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'coupon-not-found',
      message: 'كود الخصم ده مش موجود.',
    });
  });

  it('refuses a code already in use', async () => {
    const res = await server.call('POST', '/coupon', { token: admin.token, body: coupon });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('coupon-exists');
  });

  it('updates, reads and lists coupons', async () => {
    const put = await server.call('PUT', `/coupon/${id}`, {
      token: admin.token,
      body: { discount: 15 },
    });
    expect(put.status).toBe(200);
    expect(put.body.discount).toBe(15);
    expect((await server.call('GET', `/coupon/${id}`, { token: admin.token })).body.discount).toBe(
      15,
    );
    const list = await server.call('GET', '/coupon/list?search=welc', { token: admin.token });
    expect(list.body.total).toBe(1);
  });

  it('says expired once the expiry has passed', async () => {
    clock.set('2026-12-01T00:00:00.000Z');
    try {
      const res = await server.call('GET', '/coupon/code/WELCOME10', { token: student.token });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'expired-coupon',
        message: 'كود الخصم خلص وقته.',
      });
      const read = await server.call('GET', `/coupon/${id}`, { token: admin.token });
      expect(read.body.expired).toBe(true);
    } finally {
      clock.set(NOW);
    }
  });

  it('soft-deletes: the code no longer checks out and can be reused', async () => {
    expect((await server.call('DELETE', `/coupon/${id}`, { token: admin.token })).status).toBe(200);
    expect((await server.call('GET', `/coupon/${id}`, { token: admin.token })).status).toBe(404);
    expect(
      (await server.call('GET', '/coupon/code/WELCOME10', { token: student.token })).body.code,
    ).toBe('coupon-not-found');
    const again = await server.call('POST', '/coupon', { token: admin.token, body: coupon });
    expect(again.status).toBe(201);
  });

  it('enforces the coupon rules of spec §5 and writes nothing', async () => {
    const before = (await server.call('GET', '/coupon/list', { token: admin.token })).body.total;
    for (const [body, code] of [
      [{ ...coupon, code: 'AB' }, 'invalid-coupon-code'],
      [{ ...coupon, code: 'NO SPACES' }, 'invalid-coupon-code'],
      [{ ...coupon, code: 'ABC<b>D' }, 'invalid-coupon-code'],
      [{ ...coupon, discount: 0 }, 'zero-coupon-discount'],
      [{ ...coupon, discount: 120 }, 'coupon-max-discount-exceeded'],
      [{ ...coupon, maxDiscount: 0 }, 'zero-coupon-discount'],
      [{ ...coupon, maxDiscount: 100_000_000 }, 'coupon-max-discount-exceeded'],
      [{ ...coupon, discount: '10' }, 'invalid-type'],
      [{ ...coupon, expiresAt: 'next week' }, 'invalid-coupon-expiry'],
      [{ ...coupon, expiresAt: '2026-11-01T00:00:00.000Z' }, 'past-coupon-expiry'],
      [{ ...coupon, code: 'NEWCODE1', uses: 3 }, 'unknown-field'],
    ] as const) {
      const res = await server.call('POST', '/coupon', { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    expect((await server.call('GET', '/coupon/list', { token: admin.token })).body.total).toBe(
      before,
    );
  });
});
