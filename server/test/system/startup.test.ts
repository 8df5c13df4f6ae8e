import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '@kalam/sync';
import { ConfigError, loadConfig } from '../../src/config/config.ts';

const serverDir = resolve(import.meta.dirname, '../..');

/** Run `src/main.ts` as a real process with the given settings. */
function runMain(
  env: Record<string, string>,
  untilHealthy = false,
): Promise<{ code: number | null; output: string; healthy: boolean }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH!, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let healthy = false;
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => done({ code, output, healthy }));
    if (untilHealthy) {
      const poll = setInterval(async () => {
        try {
          const res = await fetch(`http://127.0.0.1:${env.PORT}/api/v1/health`);
          if (res.ok && ((await res.json()) as { status: string }).status === 'ok') {
            healthy = true;
            clearInterval(poll);
            child.kill('SIGTERM');
          }
        } catch {
          /* not up yet */
        }
      }, 100);
      setTimeout(() => {
        clearInterval(poll);
        child.kill('SIGKILL');
      }, 25_000);
    }
  });
}

describe('settings', () => {
  it('stop the process with the name of a missing or wrong KALAM_SERVER_TARGET', async () => {
    for (const env of [{}, { KALAM_SERVER_TARGET: 'prod' }] as Record<string, string>[]) {
      const result = await runMain(env);
      expect(result.code).toBe(1);
      expect(result.output).toContain('KALAM_SERVER_TARGET');
    }
  });

  it('require a token secret outside local', () => {
    expect(() => loadConfig({ KALAM_SERVER_TARGET: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ KALAM_SERVER_TARGET: 'production' })).toThrow(/KALAM_TOKEN_SECRET/);
    expect(() => loadConfig({ KALAM_SERVER_TARGET: 'local', PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('start on a fresh data dir, seed, answer health, and shut down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalam-start-'));
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    try {
      const result = await runMain(
        {
          KALAM_SERVER_TARGET: 'local',
          KALAM_DATA_DIR: dataDir,
          PORT: port,
          KALAM_LOG_LEVEL: 'error',
        },
        true,
      );
      expect(result.healthy).toBe(true);
      expect(result.output).toMatch(/Super admin created: admin@kalam\.test/);
      expect(result.code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('SIGTERM with idle keep-alive clients and an open sync stream exits within seconds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalam-stop-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const base = `http://127.0.0.1:${port}/api/v1`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH!,
        KALAM_SERVER_TARGET: 'local',
        KALAM_DATA_DIR: dataDir,
        PORT: String(port),
        KALAM_LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((done) => child.on('exit', done));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    try {
      for (let i = 0; i < 250; i += 1) {
        const up = await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      // Eight keep-alive connections that answered and now sit idle.
      const get = () =>
        new Promise<void>((done, fail) =>
          http
            .get(`${base}/plan/list`, { agent }, (res) => res.resume().on('end', done))
            .on('error', fail),
        );
      await Promise.all(Array.from({ length: 8 }, get));
      // And a live sync stream, which never ends by itself.
      const login = await fetch(`${base}/auth/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'student@kalam.test', password: 'Kalam2026' }),
      }).then((r) => r.json() as Promise<{ token: string }>);
      const stream = await fetch(`${base}/sync/${SYNC_PROTOCOL_VERSION}/chat-messages/stream`, {
        headers: { authorization: `Bearer ${login.token}` },
      });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      await reader.read();

      const stoppedAt = Date.now();
      child.kill('SIGTERM');
      const code = await exited;
      expect(code).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(5_000);
      await reader.cancel().catch(() => undefined);
    } finally {
      agent.destroy();
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a server closed in-process leaves nothing holding the process (benchmarks end)', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/system/fixtures/close-in-process.ts'],
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH! },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    clearTimeout(killer);
    expect(output).toContain('closed');
    expect(code, output).toBe(0);
  }, 60_000);
});
