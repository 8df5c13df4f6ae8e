import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from './child-server.ts';
// @ts-expect-error: a plain ES module script without types
import { buildServer } from '../../../scripts/build-server.mjs';

const serverDir = resolve(import.meta.dirname, '../..');

// Issue 21.4: staging and production run compiled JavaScript, not TypeScript through tsx.
describe('the compiled server', () => {
  let dataDir: string;
  let server: ChildServer;
  beforeAll(async () => {
    await buildServer({ quiet: true });
    dataDir = mkdtempSync(join(tmpdir(), 'kalam-compiled-'));
    server = await startChildServer(
      dataDir,
      {
        KALAM_SERVER_TARGET: 'staging',
        KALAM_TOKEN_SECRET: 'a-staging-secret-that-is-long-enough-1234',
        PAYMENT_GATEWAY: 'fawry',
        FAWRY_MERCHANT_CODE: 'merchant',
        FAWRY_SECURE_KEY: 'secure-key',
        KALAM_ADMIN_EMAIL: 'admin@example.com',
        KALAM_ADMIN_PASSWORD: 'admin-password-123',
      },
      ['--enable-source-maps', 'dist/main.mjs'],
    );
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is one ES module that plain node runs, with the SDKs it may need split off', () => {
    expect(existsSync(join(serverDir, 'dist/main.mjs'))).toBe(true);
    const cmdline = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0');
    expect(cmdline).toContain('dist/main.mjs');
    expect(cmdline.join(' ')).not.toContain('tsx');
    const main = readFileSync(join(serverDir, 'dist/main.mjs'), 'utf8');
    // Our TypeScript is compiled in; nothing imports a .ts file at run time.
    expect(main).not.toMatch(/from\s+["'][^"']+\.ts["']/);
    expect(main).toMatch(/import\("\.\/chunks\/s3\.storage-[^"]+\.mjs"\)/);
    // Loaded on first use, not before listening (decision 201): the PeerJS server with Express,
    // the video readers, file sniffing.
    expect(main).not.toContain('node_modules/express/');
    expect(main).not.toContain('node_modules/ebml/');
    expect(main).not.toContain('FileTypeParser');
    // mediainfo.js is loaded from node_modules, next to its WebAssembly file.
    expect(main).toMatch(/import\("mediainfo\.js"\)/);
  });

  it('migrates a fresh data dir, seeds the admin and answers the API', async () => {
    const health = await fetch(`${server.base}/health`);
    expect(await health.json()).toMatchObject({ status: 'degraded', db: 'ok' });
    // Staging without SMTP: mail is named as degraded (decision 166), the rest is up.
    const signUp = await fetch(`${server.base}/user/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Omar Khaled',
        email: 'omar.compiled@example.com',
        password: 'secret123',
        role: 'Student',
      }),
    });
    expect(signUp.status).toBe(201);
    const signIn = await fetch(`${server.base}/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password-123' }),
    });
    expect(signIn.status).toBe(200);
    const refused = await fetch(`${server.base}/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: '{"email":',
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-request-id')).toBeTruthy();
    expect(refused.headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('serves socket.io from the bundle', async () => {
    const base = server.base.replace('/api/v1', '');
    const res = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^0\{"sid":/);
  });
});
