import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const root = resolve(import.meta.dirname, '../../..');
let server: TestServer;
let scratch: string;

/** `npm run backup` / `npm run restore` as the operator runs them (node + tsx from the root). */
function run(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', `server/src/ops/${script}.cli.ts`, ...args],
    { cwd: root, env: { PATH: process.env.PATH!, ...env }, encoding: 'utf8', timeout: 30_000 },
  );
  return { code: r.status, output: `${r.stdout}${r.stderr}` };
}

beforeAll(async () => {
  server = await startTestServer();
  scratch = mkdtempSync(join(tmpdir(), 'kalam-backup-cli-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('back up a running server, keep N, and restore only into an empty dir', () => {
    const backups = join(scratch, 'backups');
    const env = {
      KALAM_DATA_DIR: server.dataDir,
      KALAM_BACKUP_DIR: backups,
      KALAM_BACKUP_KEEP: '2',
    };
    for (let i = 0; i < 3; i += 1) {
      const r = run('backup', env);
      expect(r.code, r.output).toBe(0);
    }
    const kept = readdirSync(backups).sort();
    expect(kept).toHaveLength(2);

    const busy = join(scratch, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'kalam.sqlite'), 'old');
    const refused = run('restore', { KALAM_DATA_DIR: busy }, [join(backups, kept[1]!)]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/not empty/);

    const fresh = join(scratch, 'fresh');
    const restored = run('restore', { KALAM_DATA_DIR: fresh }, [join(backups, kept[1]!)]);
    expect(restored.code, restored.output).toBe(0);
    expect(readdirSync(fresh)).toContain('kalam.sqlite');
  }, 60_000);
});
