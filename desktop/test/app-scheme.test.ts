import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchemeHandler } from '../src/scheme/app-scheme.ts';
import { resolveAppFile } from '../src/scheme/static-files.ts';

const base = mkdtempSync(join(tmpdir(), 'kalam-scheme-'));
const root = join(base, 'dist');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html><title>كلام</title>');
writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'console.log(1)');
writeFileSync(join(root, 'sw.js'), 'self.skipWaiting()');
writeFileSync(join(base, 'secret.txt'), 'token=abc');
symlinkSync(join(base, 'secret.txt'), join(root, 'assets', 'link.txt'));

let api: ReturnType<typeof createServer>;
let apiOrigin = '';
beforeAll(async () => {
  api = createServer((req, res) => {
    let body = '';
    req
      .on('data', (c) => (body += c))
      .on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            body,
            auth: req.headers.authorization ?? null,
          }),
        );
      });
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => api.close(r)));

const handler = () =>
  createSchemeHandler({
    root,
    serverOrigin: apiOrigin,
    csp: "default-src 'self'",
    fetch: (u, i) => fetch(u, i),
  });

describe('kalam://app serves the PWA build', () => {
  it('serves files with their type, the policy and nosniff', async () => {
    const res = await handler()(new Request('kalam://app/assets/app-1a2b.js'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('answers a route of the app with the shell, and a missing asset with 404', async () => {
    const page = await handler()(new Request('kalam://app/t/dashboard'));
    expect(await page.text()).toContain('<title>كلام</title>');
    expect((await handler()(new Request('kalam://app/assets/gone.js'))).status).toBe(404);
  });

  it('refuses every way out of the build folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/assets/link.txt',
      '/index.html%00.js',
      '/%E0%A4%A',
    ])
      expect(await resolveAppFile(root, path), path).toBeNull();
    // Through the handler too: the URL parser folds plain ../, the encoded forms reach us.
    const res = await handler()(new Request('kalam://app/%2e%2e/secret.txt'));
    expect(await res.text()).not.toContain('token=abc');
  });

  it('forwards API calls to the server with their method, body and token', async () => {
    const res = await handler()(
      new Request('kalam://app/api/v1/lessons?page=2', {
        method: 'POST',
        headers: { authorization: 'Bearer t1', 'content-type': 'application/json' },
        body: '{"a":1}',
      }),
    );
    expect(await res.json()).toEqual({
      method: 'POST',
      url: '/api/v1/lessons?page=2',
      body: '{"a":1}',
      auth: 'Bearer t1',
    });
  });

  it('refuses writes to the build', async () => {
    const res = await handler()(
      new Request('kalam://app/index.html', { method: 'PUT', body: 'x' }),
    );
    expect(res.status).toBe(405);
  });
});
