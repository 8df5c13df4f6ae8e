import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ALLOWED = 'https://app.kalam.test';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { KALAM_ALLOWED_ORIGINS: ALLOWED } });
});
afterAll(() => server.stop());

describe('CORS', () => {
  it('allows a listed origin with credentials and varies on Origin', async () => {
    const res = await server.call('GET', '/health', { headers: { origin: ALLOWED } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toMatch(/origin/i);
  });

  it('answers a preflight from a listed origin', async () => {
    const res = await server.call('OPTIONS', '/lesson', {
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
  });

  it('allows nothing to an unlisted origin', async () => {
    const res = await server.call('GET', '/health', {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a call without Origin gets no CORS grant but still varies on Origin', async () => {
    const res = await server.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/origin/i);
    // The security headers are still set on every answer.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
