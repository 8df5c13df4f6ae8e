import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../src/ops/retention.ts';
import { startChildServer } from './child-server.ts';

const scratch = mkdtempSync(join(tmpdir(), 'kalam-backup-schedule-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the backup schedule', () => {
  it('takes backups on its period in the running server and keeps N', async () => {
    const backups = join(scratch, 'backups');
    // 0.0005 h = 1.8 s, so the test sees several periods; production uses whole hours.
    const server = await startChildServer(join(scratch, 'data'), {
      KALAM_SEED_DEMO: '0',
      KALAM_BACKUP_DIR: backups,
      KALAM_BACKUP_EVERY_HOURS: '0.0005',
      KALAM_BACKUP_KEEP: '2',
    });
    try {
      // Wait for the third backup: the first two must then have been pruned to leave two.
      const deadline = Date.now() + 20_000;
      const seen = new Set<string>();
      while (Date.now() < deadline && seen.size < 3) {
        for (const name of await listBackups(backups)) seen.add(name);
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(seen.size).toBeGreaterThanOrEqual(3);
      expect((await listBackups(backups)).length).toBeLessThanOrEqual(2);
      expect((await fetch(`${server.base}/health`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 40_000);
});
