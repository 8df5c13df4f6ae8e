import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** A token for the seeded super admin (an uploader), from a real log-in. */
  token: string;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../../..');
const ADMIN = { email: 'desktop-admin@kalam.test', password: 'desktop-admin-password-1' };

/**
 * The real Kalam server in its own process on a free loopback port, as the desktop app meets
 * it: the desktop package may not import the server's code (lint), so the test starts it the
 * way `npm start` does and reads the address it prints.
 */
export async function startKalamServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-desktop-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'server/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        KALAM_SERVER_TARGET: 'local',
        KALAM_DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        KALAM_LOG_LEVEL: 'error',
        KALAM_SEED_DEMO: '0',
        KALAM_ADMIN_EMAIL: ADMIN.email,
        KALAM_ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true });
        done();
      });
      child.kill('SIGTERM');
    });
  const url = await new Promise<string>((found, failed) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) found(match[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => failed(new Error(`server exited (${code}): ${output}`)));
  });
  const login = await fetch(`${url}/api/v1/auth/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await login.json()) as { token?: string };
  if (!body.token) throw new Error(`log-in failed: ${JSON.stringify(body)}`);
  return { url, dataDir, token: body.token, stop };
}
