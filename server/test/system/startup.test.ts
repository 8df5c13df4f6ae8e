import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
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
});
