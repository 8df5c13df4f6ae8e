import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue 14.6: the small things of the HTTP contract.
describe('protocol details', () => {
  let local: TestServer;
  beforeAll(async () => {
    local = await startTestServer();
  });
  afterAll(() => local.stop());

  it('every 429 carries Retry-After, matching the body', async () => {
    const attempt = () =>
      local.call('POST', '/auth/password', {
        body: { email: 'nobody@example.com', password: 'wrong-password-1' },
      });
    let res = await attempt();
    for (let i = 0; i < 50 && res.status !== 429; i += 1) res = await attempt();
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(res.body.details.retryAfterSeconds).toBe(seconds);
  });

  it('an unknown field is named by its own path', async () => {
    const res = await local.call('POST', '/contact-request', {
      body: { title: 'سؤال عن الباقات', message: 'عايز أعرف تفاصيل أكتر عن الباقات', color: 'red' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(
      expect.objectContaining({ path: 'color', code: 'unknown-field' }),
    );
  });

  it('sends Strict-Transport-Security only on staging and production', async () => {
    const health = await fetch(`${local.url}/api/v1/health`);
    expect(health.headers.get('strict-transport-security')).toBeNull();
    const staging = await startTestServer({
      env: {
        KALAM_SERVER_TARGET: 'staging',
        KALAM_TOKEN_SECRET: 'a-staging-secret-that-is-long-enough-1234',
        PAYMENT_GATEWAY: 'fawry',
        FAWRY_MERCHANT_CODE: 'merchant',
        FAWRY_SECURE_KEY: 'secure-key',
      },
    });
    try {
      // Behind the HTTPS proxy (decision 168); a plain-HTTP request gets none.
      const res = await fetch(`${staging.url}/api/v1/health`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      const plain = await fetch(`${staging.url}/api/v1/health`);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await staging.stop();
    }
  });
});
