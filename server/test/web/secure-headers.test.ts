import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const STAGING = {
  KALAM_SERVER_TARGET: 'staging',
  KALAM_TOKEN_SECRET: 'a-staging-secret-that-is-long-enough-1234',
  PAYMENT_GATEWAY: 'fawry',
  FAWRY_MERCHANT_CODE: 'merchant',
  FAWRY_SECURE_KEY: 'secure-key',
};
const html = { accept: 'text/html' };

/** The directives of a CSP header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

// Issue 21.4: secure headers, a CSP without inline scripts, HSTS only behind HTTPS.
describe('secure headers', () => {
  let local: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'kalam-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'page-routes.json'), JSON.stringify(['/']));
    writeFileSync(join(dist, 'theme.js'), '(function(){})();');
    local = await startTestServer({ env: { KALAM_PWA_DIST: dist } });
  });
  afterAll(async () => {
    await local.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('every answer, API and page alike, carries the secure headers', async () => {
    for (const [path, headers] of [
      ['/api/v1/health', {}],
      ['/api/v1/no-such-call', {}],
      ['/', html],
    ] as const) {
      const res = await fetch(`${local.url}${path}`, { headers });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-site');
      expect(res.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('the PWA is served with a CSP that allows no inline script and no eval', async () => {
    for (const path of ['/', '/theme.js']) {
      const res = await fetch(`${local.url}${path}`, { headers: html });
      expect(res.status, path).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      const scripts = csp.get('script-src')!;
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts.every((s) => s === "'self'" || s.startsWith('https://'))).toBe(true);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    }
  });

  it('the PWA page has no inline script for that CSP to block', () => {
    const page = readFileSync(resolve(import.meta.dirname, '../../../pwa/index.html'), 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\//);
      expect(body!.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son[a-z]+=/i);
  });

  it('HSTS: never on local, even behind a proxy that says https', async () => {
    const res = await fetch(`${local.url}/api/v1/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('HSTS on staging: only when the trusted proxy says https', async () => {
    const staging = await startTestServer({ env: STAGING });
    const untrusting = await startTestServer({ env: { ...STAGING, KALAM_TRUST_PROXY: '0' } });
    try {
      const hsts = async (server: TestServer, proto?: string) =>
        (
          await fetch(`${server.url}/api/v1/health`, {
            headers: proto ? { 'x-forwarded-proto': proto } : {},
          })
        ).headers.get('strict-transport-security');
      expect(await hsts(staging, 'https')).toBe('max-age=31536000; includeSubDomains');
      expect(await hsts(staging, 'https, http')).toBe('max-age=31536000; includeSubDomains');
      expect(await hsts(staging, 'http')).toBeNull();
      expect(await hsts(staging)).toBeNull();
      expect(await hsts(untrusting, 'https')).toBeNull();
    } finally {
      await staging.stop();
      await untrusting.stop();
    }
  });
});
