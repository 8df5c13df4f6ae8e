import { afterAll, beforeAll } from 'vitest';
import type { Caller } from '../../src/kernel/caller.ts';
import type { Clock } from '../../src/kernel/clock.ts';
import { newId } from '../../src/kernel/ids.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { FAWRY_TEST_KEYS, FakeFawry } from './fakes/fake-fawry.ts';
import { FakePaymob, PAYMOB_TEST_KEYS } from './fakes/fake-paymob.ts';

export interface PaymentsWorld {
  server: TestServer;
  fawry: FakeFawry;
  paymob: FakePaymob;
  stop(): Promise<void>;
}

/** A Kalam server whose Fawry and Paymob are fakes on loopback, with webhooks pointed back at it. */
export async function startWithFakeGateways(clock?: Clock): Promise<PaymentsWorld> {
  const fawry = await new FakeFawry().start();
  const paymob = await new FakePaymob().start();
  const server = await startTestServer({
    clock,
    rateLimit: false,
    env: {
      PAYMENT_GATEWAY: 'fawry',
      FAWRY_BASE_URL: fawry.url,
      FAWRY_MERCHANT_CODE: FAWRY_TEST_KEYS.merchantCode,
      FAWRY_SECURE_KEY: FAWRY_TEST_KEYS.secureKey,
      PAYMOB_BASE_URL: paymob.url,
      PAYMOB_SECRET_KEY: PAYMOB_TEST_KEYS.secretKey,
      PAYMOB_PUBLIC_KEY: PAYMOB_TEST_KEYS.publicKey,
      PAYMOB_HMAC_SECRET: PAYMOB_TEST_KEYS.hmacSecret,
      PAYMOB_INTEGRATION_IDS: PAYMOB_TEST_KEYS.integrationIds,
    },
  });
  fawry.webhookUrl = `${server.url}/api/v1/fawry/webhook`;
  paymob.webhookUrl = `${server.url}/api/v1/paymob/webhook`;
  return {
    server,
    fawry,
    paymob,
    async stop() {
      await server.stop();
      await fawry.close();
      await paymob.close();
    },
  };
}

/**
 * A test file's payments world: the fake gateways' server on `clock` and a super admin, started
 * before the file's tests and stopped after them. `world` and `admin` are filled in place, so a
 * file can take them apart at its top (`const { world, admin, call } = paymentsFile(clock)`).
 */
export function paymentsFile(clock: Clock) {
  const world = {} as PaymentsWorld;
  const admin = {} as TestUser;
  beforeAll(async () => {
    Object.assign(world, await startWithFakeGateways(clock));
    Object.assign(admin, await createUser(world.server, 'SuperAdmin'));
  });
  afterAll(() => world.stop());
  const call = (...args: Parameters<TestServer['call']>) => world.server.call(...args);
  return {
    world,
    admin,
    call,
    /** A Fawry voucher for a plan: the order, not yet paid. */
    voucher: (token: string, planId: string, period: 'Month' | 'Quarter' | 'Year' = 'Month') =>
      call('POST', '/fawry/pay/ref-num', { token, body: { planId, period } }),
    /** A token issued now: the one a test made weeks of the clock ago has expired. */
    freshToken: (user: TestUser) =>
      world.server.deps.tokens.issue(world.server.deps.users.byId(user.id)!),
  };
}

/** A plan straight into the table: month price in hundredths, discounts in percent. */
export function createPlan(
  server: TestServer,
  opts: {
    weeklyMinutes?: number;
    monthPrice?: number;
    quarterDiscount?: number;
    inviteOnly?: boolean;
  } = {},
) {
  const now = server.deps.clock.now();
  return server.deps.plans.insert({
    id: newId(),
    nameAr: 'باقة',
    nameEn: 'Plan',
    weeklyMinutes: opts.weeklyMinutes ?? 60,
    monthPrice: opts.monthPrice ?? 50_000,
    monthDiscount: 0,
    quarterDiscount: opts.quarterDiscount ?? 10,
    yearDiscount: 20,
    inviteOnly: opts.inviteOnly ?? false,
    maxLessons: null,
    createdAt: now,
    updatedAt: now,
  });
}

export function asCaller(user: TestUser): Caller {
  return {
    id: user.id,
    role: user.role,
    verifiedEmail: true,
    verifiedPhone: true,
    activated: true,
    name: 'x',
  };
}

export function createCoupon(
  server: TestServer,
  admin: TestUser,
  code: string,
  discount: number,
  maxDiscount = 1_000_000,
) {
  return server.deps.couponsService.create(asCaller(admin), {
    code,
    discount,
    maxDiscount,
    expiresAt: server.deps.clock.now() + 7 * 24 * 60 * 60_000,
  } as never);
}

/** The part of an absolute link after the origin, to call it on the test server. */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}
