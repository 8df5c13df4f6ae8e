import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@kalam/shared';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { clockAt, MONDAY } from '../lessons/scheduling-fixtures.ts';
import { EGP, iban, teach } from './support.ts';

const clock = clockAt(MONDAY);
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  admin = await createUser(server, 'RegularAdmin');
});
afterAll(() => server.stop());

const WALLET = { method: 'Wallet', phone: '01012345678' };
const stats = async (tutor: TestUser, token = tutor.token) =>
  server.call('GET', `/invoice/stats/${tutor.id}`, { token });
const request = (tutor: TestUser, body: object) =>
  server.call('POST', '/invoice', { token: tutor.token, body });
const act = (id: string, token: string, body: object) =>
  server.call('PUT', `/invoice/${id}/with/asset`, { token, body });

async function tutorWithBalance(pounds: number): Promise<TestUser> {
  const tutor = await createUser(server, 'Tutor');
  if (pounds > 0) await teach(server, tutor.id, EGP(pounds));
  return tutor;
}

describe('balance', () => {
  it('is earned − paid − pending, summed from the ledger, for the tutor and admins only', async () => {
    const tutor = await tutorWithBalance(0);
    await teach(server, tutor.id, EGP(300));
    await teach(server, tutor.id, EGP(450));
    const other = await createUser(server, 'Tutor');
    const student = await createUser(server, 'Student');

    const own = await stats(tutor);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      earned: EGP(750),
      paid: 0,
      pending: 0,
      available: EGP(750),
      bounds: { min: EGP(100), max: EGP(50_000) },
    });
    expect((await stats(tutor, admin.token)).body.available).toBe(EGP(750));
    expect((await stats(tutor, other.token)).status).toBe(403);
    expect((await stats(tutor, student.token)).status).toBe(403);
    expect((await server.call('GET', `/invoice/stats/${tutor.id}`)).status).toBe(401);

    const created = await request(tutor, { amount: EGP(200), ...WALLET });
    expect(created.status).toBe(201);
    expect((await stats(tutor)).body).toMatchObject({
      earned: EGP(750),
      pending: EGP(200),
      paid: 0,
      available: EGP(550),
    });
    const history = await server.call('GET', `/invoice/ledger/${tutor.id}?kind=earning`, {
      token: tutor.token,
    });
    expect(history.body.total).toBe(2);
    expect(history.body.list.map((e: { amount: number }) => e.amount).sort()).toEqual([
      EGP(300),
      EGP(450),
    ]);
    expect(
      (await server.call('GET', `/invoice/ledger/${tutor.id}`, { token: other.token })).status,
    ).toBe(403);
  });

  it('counts a lesson once, however often its end is announced', async () => {
    const tutor = await tutorWithBalance(0);
    const lessonId = await teach(server, tutor.id, EGP(120));
    const lesson = server.deps.lessonsService.get(lessonId)!;
    server.deps.lessonsService.moveStatus(lesson, 'fulfilled');
    expect((await stats(tutor)).body.earned).toBe(EGP(120));
  });
});

describe('a new withdrawal request', () => {
  let tutor: TestUser;
  beforeAll(async () => {
    tutor = await tutorWithBalance(2_000);
  });

  it('takes a wallet (Egyptian mobile), a bank (spec code and IBAN) or an InstaPay address', async () => {
    const wallet = await request(tutor, {
      amount: EGP(100),
      method: 'Wallet',
      phone: '0155 123 4567',
    });
    expect(wallet.status, JSON.stringify(wallet.body)).toBe(201);
    expect(wallet.body).toMatchObject({
      method: 'Wallet',
      phone: '+201551234567',
      bank: null,
      status: 'PendingApproval',
      state: 'pending',
      note: null,
      receipt: null,
    });
    const bank = await request(tutor, {
      amount: EGP(150),
      method: 'Bank',
      bank: 'NBE',
      accountNumber: iban()
        .replace(/(.{4})/g, '$1 ')
        .toLowerCase(),
      receiver: 'أحمد محمد علي',
      phone: '01012345678',
    });
    expect(bank.status, JSON.stringify(bank.body)).toBe(201);
    expect(bank.body).toMatchObject({
      method: 'Bank',
      bank: 'NBE',
      accountNumber: iban(),
      receiver: 'أحمد محمد علي',
      phone: null,
    });
    const insta = await request(tutor, {
      amount: EGP(100),
      method: 'Instapay',
      username: 'Ahmed.Ali@instapay',
    });
    expect(insta.status).toBe(201);
    expect(insta.body.username).toBe('ahmed.ali@instapay');
  });

  const refusals: [string, object, number, string][] = [
    [
      'a landline',
      { amount: EGP(100), method: 'Wallet', phone: '0223456789' },
      400,
      'invalid-phone',
    ],
    ['no phone', { amount: EGP(100), method: 'Wallet' }, 400, 'invalid-phone'],
    [
      'an unknown operator',
      { amount: EGP(100), method: 'Wallet', phone: '01312345678' },
      400,
      'invalid-phone',
    ],
    [
      'no bank',
      { amount: EGP(100), method: 'Bank', accountNumber: iban() },
      400,
      'empty-bank-name',
    ],
    [
      'an unknown bank',
      { amount: EGP(100), method: 'Bank', bank: 'HSBC', accountNumber: iban() },
      400,
      'invalid-bank-name',
    ],
    // One digit changed: the shape is right, the mod-97 check is not.
    [
      'an IBAN failing mod-97',
      { amount: EGP(100), method: 'Bank', bank: 'CIB', accountNumber: iban().replace(/2$/, '3') },
      400,
      'invalid-bank-account-number',
    ],
    [
      'an IBAN of another country',
      { amount: EGP(100), method: 'Bank', bank: 'CIB', accountNumber: 'DE89370400440532013000' },
      400,
      'invalid-bank-account-number',
    ],
    [
      'an IBAN one digit short',
      { amount: EGP(100), method: 'Bank', bank: 'CIB', accountNumber: iban().slice(0, -1) },
      400,
      'invalid-bank-account-number',
    ],
    [
      'an InstaPay address without @instapay',
      { amount: EGP(100), method: 'Instapay', username: 'ahmed@gmail.com' },
      400,
      'invalid-instapay-username',
    ],
    [
      'an unknown method',
      { amount: EGP(100), method: 'Cash', phone: '01012345678' },
      400,
      'invalid-invoice-method',
    ],
    ['99.99 EGP', { amount: EGP(100) - 1, ...WALLET }, 400, 'invoice-amount-below-min'],
    ['50,000.01 EGP', { amount: EGP(50_000) + 1, ...WALLET }, 400, 'invoice-amount-above-max'],
    ['a fraction of a piaster', { amount: 10_000.5, ...WALLET }, 400, 'invalid-type'],
    [
      'more than the available balance',
      { amount: EGP(1_700), ...WALLET },
      409,
      'invoice-amount-above-balance',
    ],
  ];
  for (const [what, body, status, code] of refusals)
    it(`refuses ${what} with ${code} and its Arabic message, writing nothing`, async () => {
      const before = (await stats(tutor)).body;
      const listed = (await server.call('GET', '/invoice', { token: tutor.token })).body.total;
      const res = await request(tutor, body);
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
      expect(res.body.message).toBe(errorMessage(code as never));
      expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
      expect((await stats(tutor)).body).toEqual(before);
      expect((await server.call('GET', '/invoice', { token: tutor.token })).body.total).toBe(
        listed,
      );
    });

  it('answers the §5 amount message in Arabic', async () => {
    const res = await request(tutor, { amount: EGP(50), ...WALLET });
    expect(res.body.message).toBe('المبلغ أقل من أقل مبلغ ينفع يتسحب.');
  });

  it('is for tutors only', async () => {
    const student = await createUser(server, 'Student');
    expect((await request(student, { amount: EGP(100), ...WALLET })).status).toBe(403);
    expect((await request(admin, { amount: EGP(100), ...WALLET })).status).toBe(403);
    expect(
      (await server.call('POST', '/invoice', { body: { amount: EGP(100), ...WALLET } })).status,
    ).toBe(401);
  });
});

describe('racing for one balance', () => {
  it('accepts exactly one of many parallel requests that each fit alone', async () => {
    const tutor = await tutorWithBalance(1_000);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => request(tutor, { amount: EGP(600), ...WALLET })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect((await stats(tutor)).body).toMatchObject({ pending: EGP(600), available: EGP(400) });
  });

  it('never goes below zero while requests, cancellations, updates and fulfilments run together', async () => {
    const tutor = await tutorWithBalance(1_000);
    const first = (await request(tutor, { amount: EGP(500), ...WALLET })).body.id;
    await act(first, tutor.token, {
      action: 'request-update',
      update: { amount: EGP(900), ...WALLET },
    });
    const moves = await Promise.all([
      act(first, admin.token, { action: 'approve-update' }),
      request(tutor, { amount: EGP(500), ...WALLET }),
      request(tutor, { amount: EGP(400), ...WALLET }),
      act(first, admin.token, { action: 'reject', note: 'الرقم مش شغال' }),
    ]);
    const balance = (await stats(tutor)).body;
    expect(balance.available).toBeGreaterThanOrEqual(0);
    expect(balance.earned - balance.paid - balance.pending).toBe(balance.available);
    const open = (
      await server.call('GET', '/invoice?size=50', { token: tutor.token })
    ).body.list.filter((i: { status: string }) => i.status === 'PendingApproval');
    const held = open.reduce((sum: number, i: { amount: number }) => sum + i.amount, 0);
    expect(held).toBe(balance.pending);
    expect(held).toBeLessThanOrEqual(EGP(1_000));
    expect(moves.some((m) => m.status >= 400)).toBe(true);
  });
});

describe('expected date: 4–5 working days, Sunday to Thursday (Cairo)', () => {
  const cases: [string, string, string, string][] = [
    // request (Cairo local time) → 4th working day, 5th working day
    ['Thursday 10:00', '2026-11-26T08:00:00Z', '2026-12-02', '2026-12-03'],
    ['Thursday 23:30 Cairo (21:30 UTC)', '2026-11-26T21:30:00Z', '2026-12-02', '2026-12-03'],
    ['Friday', '2026-11-27T10:00:00Z', '2026-12-02', '2026-12-03'],
    ['Saturday', '2026-11-28T10:00:00Z', '2026-12-02', '2026-12-03'],
    ['Sunday', '2026-11-29T10:00:00Z', '2026-12-03', '2026-12-06'],
    ['Monday', '2026-11-23T10:00:00Z', '2026-11-29', '2026-11-30'],
    ['Wednesday 23:30 Cairo (21:30 UTC)', '2026-11-25T21:30:00Z', '2026-12-01', '2026-12-02'],
    [
      'Thursday 00:30 Cairo (Wednesday 22:30 UTC)',
      '2026-11-25T22:30:00Z',
      '2026-12-02',
      '2026-12-03',
    ],
  ];
  for (const [when, at, from, by] of cases)
    it(`a request on ${when} is expected ${from} to ${by}`, async () => {
      const tutor = await tutorWithBalance(200);
      clock.set(at);
      try {
        const res = await request(tutor, { amount: EGP(100), ...WALLET });
        expect(res.status).toBe(201);
        expect(res.body.expected).toEqual({ from, by });
      } finally {
        clock.set(MONDAY);
      }
    });
});
