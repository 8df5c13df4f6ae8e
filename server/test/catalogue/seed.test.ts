import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../../src/seed/seed.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { KALAM_SEED_DEMO: '1' }, rateLimit: false });
});
afterAll(() => server.stop());

describe('demo catalogue seed', () => {
  it('creates topics, the three plan cards and tutor topics, once however often it runs', async () => {
    await runSeed(server.deps);
    await runSeed(server.deps);
    const topics = await server.call('GET', '/topic/list?size=100');
    expect(topics.body.total).toBe(10);
    expect(topics.body.list.map((t: { nameEn: string }) => t.nameEn)).toContain(
      'IELTS preparation',
    );

    const plans = await server.call('GET', '/plan/list');
    expect(
      plans.body.list.map((p: { weeklyMinutes: number; nameAr: string }) => [
        p.weeklyMinutes,
        p.nameAr,
      ]),
    ).toEqual([
      [60, 'الأساسية'],
      [120, 'المتقدمة'],
      [230, 'الاحترافية'],
    ]);
    expect(plans.body.list[0].prices).toEqual({ month: 45_000, quarter: 121_500, year: 432_000 });

    const tutors = await server.call('GET', '/user/tutor/list/onboarded');
    expect(tutors.body.total).toBe(3);
    for (const t of tutors.body.list) expect(t.topics.length).toBeGreaterThanOrEqual(2);
  });
});
