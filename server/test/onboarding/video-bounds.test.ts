import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '@kalam/shared';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

let server: TestServer;
let tutor: TestUser;
let boss: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  tutor = await createUser(server, 'Tutor', { name: 'مدرس جديد', activated: false });
  boss = await createUser(server, 'SuperAdmin');
});
afterAll(() => server.stop());

const bounds = async () =>
  (await server.call('GET', '/onboarding/progress', { token: tutor.token })).body
    .introVideoSeconds as { min: number; max: number };

describe("the tutor is told the intro video's bounds in force (decision 239)", () => {
  it('follows the platform setting the admin changes', async () => {
    expect(await bounds()).toEqual({
      min: DEFAULT_PLATFORM_SETTINGS.introVideoMinSeconds,
      max: DEFAULT_PLATFORM_SETTINGS.introVideoMaxSeconds,
    });
    const put = await server.call('PUT', '/platform-settings', {
      token: boss.token,
      body: { ...DEFAULT_PLATFORM_SETTINGS, introVideoMinSeconds: 20, introVideoMaxSeconds: 90 },
    });
    expect(put.status).toBe(200);
    expect(await bounds()).toEqual({ min: 20, max: 90 });
  });
});
