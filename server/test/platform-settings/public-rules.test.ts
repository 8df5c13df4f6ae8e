import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '@kalam/shared';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Decision 278: the public pages promise a free-cancellation window and a withdrawal's bounds.
 * Both are platform settings (decision 191), so anyone — a visitor with no account — reads the
 * values in force here, and nothing else of the settings.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /platform-settings/public', () => {
  it('tells a visitor the shipped rules, then the ones a super admin saved, and nothing more', async () => {
    const first = await server.call('GET', '/platform-settings/public');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      freeCancellationMinutes: 120,
      withdrawalMinEgp: 100,
      withdrawalMaxEgp: 50_000,
    });

    const boss = await createUser(server, 'SuperAdmin');
    const saved = await server.call('PUT', '/platform-settings', {
      token: boss.token,
      body: {
        ...DEFAULT_PLATFORM_SETTINGS,
        freeCancellationMinutes: 30,
        withdrawalMinEgp: 250,
        withdrawalMaxEgp: 20_000,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const after = await server.call('GET', '/platform-settings/public');
    expect(after.body).toEqual({
      freeCancellationMinutes: 30,
      withdrawalMinEgp: 250,
      withdrawalMaxEgp: 20_000,
    });
  });

  it('still keeps the whole settings to admins', async () => {
    const student = await createUser(server, 'Student');
    expect((await server.call('GET', '/platform-settings')).status).toBe(401);
    expect((await server.call('GET', '/platform-settings', { token: student.token })).status).toBe(
      403,
    );
  });
});
