import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOverviewDtoSchema } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

// The dashboard's 14 bars are named by `days`: each must be the Cairo date whose counts it holds.
// Sent as the UTC instant of Cairo's midnight («2026-12-01T22:00:00.000Z»), the date a reader
// takes from it was the day before, so today's bar read «١ ديسمبر» (walk of the admin's money day).

let server: TestServer;
let admin: TestUser;
// 09:30 in Cairo on Wednesday 2 December.
const clock = new FixedClock(Date.parse('2026-12-02T07:30:00Z'));

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await createUser(server, 'SuperAdmin');
  await createUser(server, 'Student');
});
afterAll(() => server.stop());

describe('the admin overview days', () => {
  it('names each bar by its Cairo date, today last', async () => {
    const res = await server.call('GET', '/admin/overview', { token: admin.token });
    expect(res.status).toBe(200);
    const overview = adminOverviewDtoSchema.parse(res.body as unknown);
    expect(overview.days).toHaveLength(14);
    expect(overview.days[0]).toBe('2026-11-19');
    expect(overview.days.at(-1)).toBe('2026-12-02');
    // Both sign-ups of this morning stand on today's bar.
    expect(overview.signupsByDay.at(-1)).toBe(2);
  });
});
