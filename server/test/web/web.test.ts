import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const INDEX =
  '<!doctype html><html lang="ar-EG" dir="rtl"><body><div id="root"></div></body></html>';
const BIG_JS = `export const text = ${JSON.stringify('كلام '.repeat(2000))};\n`;

function makeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kalam-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"كلام"}');
  writeFileSync(
    join(dist, 'page-routes.json'),
    JSON.stringify(['/', '/pricing', '/faq/:role', '/t/:id', '/t/dashboard', '/url/:name']),
  );
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), BIG_JS);
  writeFileSync(join(dist, 'assets', 'index-AbC123.css'), 'body{color:red}');
  writeFileSync(
    join(dist, 'assets', 'cairo-arabic-400.woff2'),
    Buffer.from([0x77, 0x4f, 0x46, 0x32]),
  );
  return dist;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

async function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, { headers });
}

describe('the PWA served by the server', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({ env: { KALAM_PWA_DIST: dist } });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache', async () => {
    const res = await get(server, '/', html);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('answers a page the router knows with 200, and any other address with the app and 404', async () => {
    for (const path of ['/faq/student', '/t/abc', '/t/abc/'])
      expect((await get(server, path, html)).status, path).toBe(200);
    for (const path of ['/no-such-page', '/t/abc/def', '/faqs']) {
      const res = await get(server, path, html);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      // The app itself, so the person sees its 404 page rather than a bare error.
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets as immutable with their MIME type', async () => {
    const js = await get(server, '/assets/index-AbC123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe(BIG_JS);

    const css = await get(server, '/assets/index-AbC123.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const font = await get(server, '/assets/cairo-arabic-400.woff2');
    expect(font.headers.get('content-type')).toBe('font/woff2');
  });

  it('never lets the browser keep the service worker, the manifest or index.html', async () => {
    const sw = await get(server, '/sw.js');
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await get(server, '/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const direct = await get(server, '/index.html');
    expect(direct.headers.get('cache-control')).toBe('no-cache');
  });

  it('gives unhashed extras a short cache', async () => {
    const icon = await get(server, '/favicon.svg');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('gzips text when the browser accepts it', async () => {
    const res = await get(server, '/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes it back.
    expect(await res.text()).toBe(BIG_JS);
  });

  it.each(['/pricing', '/faq/tutor', '/t/dashboard', '/url/whatsapp'])(
    'answers the page address %s with index.html (SPA fallback)',
    async (path) => {
      const res = await get(server, path, html);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('does not answer a missing file that is not a page with index.html', async () => {
    const res = await get(server, '/assets/missing-123.js', { accept: '*/*' });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it.each(['/api/v1/no-such-call', '/api', '/socket.io/x', '/peerjs/id'])(
    'keeps %s out of the fallback',
    async (path) => {
      const res = await get(server, path, html);
      // Their own servers answer these paths (socket.io says 400 to a bad transport): never the page.
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('content-type') ?? '').not.toContain('text/html');
      const body = await res.text();
      expect(body).not.toContain('<div id="root">');
    },
  );

  it('still answers the API with JSON', async () => {
    const res = await server.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    const missing = await server.call('GET', '/no-such-call', { headers: html });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not-found');
  });

  it('does not answer POST to a page address with index.html', async () => {
    const res = await fetch(`${server.url}/pricing`, { method: 'POST', headers: html });
    expect(res.status).toBe(404);
  });

  it('refuses paths that climb out of the build folder', async () => {
    const res = await fetch(`${server.url}/assets/..%2f..%2fetc%2fpasswd`, { headers: html });
    expect(await res.text()).not.toContain('root:');
  });
});

describe('without a PWA build', () => {
  it.each([
    ['no setting', undefined],
    ['a folder without index.html', 'empty'],
  ])('serves no pages with %s', async (_label, kind) => {
    const empty = mkdtempSync(join(tmpdir(), 'kalam-dist-empty-'));
    const env: Record<string, string> = kind ? { KALAM_PWA_DIST: empty } : {};
    const server = await startTestServer({ env });
    try {
      const res = await get(server, '/pricing', html);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('not-found');
    } finally {
      await server.stop();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
