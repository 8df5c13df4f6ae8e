import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PLATFORM_SETTINGS,
  onboardingProgressDtoSchema,
  platformSettingsDtoSchema,
  publicRulesSchema,
} from '@kalam/shared';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Issue 40 point 2: where the studio is, a platform setting a super admin writes, is said to the
 * applicant on her photo-session step (her onboarding progress carries it), and to nobody else.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ADDRESS = '١٤ شارع جامعة الدول العربية، المهندسين، الجيزة';

describe('the studio address', () => {
  it('is none until a super admin writes it, then the applicant reads it with her steps', async () => {
    const applicant = await createUser(server, 'Tutor', { activated: false });
    const progress = async () =>
      onboardingProgressDtoSchema.parse(
        (await server.call('GET', '/onboarding/progress', { token: applicant.token })).body,
      );
    expect((await progress()).studioAddress).toBeNull();

    const boss = await createUser(server, 'SuperAdmin');
    const saved = await server.call('PUT', '/platform-settings', {
      token: boss.token,
      body: { ...DEFAULT_PLATFORM_SETTINGS, studioAddress: `  ${ADDRESS} ` },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(platformSettingsDtoSchema.parse(saved.body).settings.studioAddress).toBe(ADDRESS);
    expect((await progress()).studioAddress).toBe(ADDRESS);
    // Not a public rule: a visitor's call says nothing of it.
    const rules = await server.call('GET', '/platform-settings/public');
    expect(Object.keys(publicRulesSchema.strict().parse(rules.body))).not.toContain(
      'studioAddress',
    );

    // Emptied: the step names no place again.
    const cleared = await server.call('PUT', '/platform-settings', {
      token: boss.token,
      body: { ...DEFAULT_PLATFORM_SETTINGS, studioAddress: ' ' },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect((await progress()).studioAddress).toBeNull();
  });

  it('refuses an address that is too long or carries markup, naming the field', async () => {
    const boss = await createUser(server, 'SuperAdmin');
    for (const studioAddress of ['ش'.repeat(201), '<b>المهندسين</b>']) {
      const refused = await server.call('PUT', '/platform-settings', {
        token: boss.token,
        body: { ...DEFAULT_PLATFORM_SETTINGS, studioAddress },
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('studioAddress');
    }
  });
});
