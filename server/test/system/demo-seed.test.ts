import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../../src/seed/seed.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { KALAM_SEED_DEMO: '1' } });
});
afterAll(() => server.stop());

describe('the demo seed on local', () => {
  it('gives a new visitor tutors to book, plans to buy and a demo student to log in as', async () => {
    const first = await runSeed(server.deps);
    expect(first.tutorIds).toHaveLength(3);

    const tutors = await server.call('GET', '/user/tutor/list/onboarded');
    expect(tutors.status, JSON.stringify(tutors.body)).toBe(200);
    expect(tutors.body.total).toBe(3);

    const slots = await server.call('GET', `/availability-slot/?tutorId=${first.tutorIds[0]}`);
    expect(slots.status, JSON.stringify(slots.body)).toBe(200);
    expect(JSON.stringify(slots.body)).toContain('"weekday":0');

    const plans = await server.call('GET', '/plan/list');
    expect(
      plans.body.list
        .map((p: { weeklyMinutes: number }) => p.weeklyMinutes)
        .sort((a: number, b: number) => a - b),
    ).toEqual([60, 120, 230]);

    const login = await server.call('POST', '/auth/password', {
      body: { email: 'student@kalam.test', password: 'Kalam2026' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.user.verifiedEmail).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = await server.call('GET', '/user/tutor/list/onboarded');
    const again = await runSeed(server.deps);
    const after = await server.call('GET', '/user/tutor/list/onboarded');
    expect(after.body.total).toBe(before.body.total);
    expect(again.tutorIds).toEqual((await runSeed(server.deps)).tutorIds);
    const slots = await server.call('GET', `/availability-slot/?tutorId=${again.tutorIds[0]}`);
    const count = (JSON.stringify(slots.body).match(/"weekday"/g) ?? []).length;
    expect(count).toBe(12);
  });
});
