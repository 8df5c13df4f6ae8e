import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackup } from '../../src/ops/backup-run.ts';
import { backupSettings } from '../../src/ops/backup.settings.ts';
import { FakeS3 } from '../assets/fake-s3.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const s3 = new FakeS3();
let server: TestServer;
let backups: string;
const fail = (setting: string, reason: string): never => {
  throw new Error(`${setting}: ${reason}`);
};

beforeAll(async () => {
  await s3.start();
  server = await startTestServer();
  backups = mkdtempSync(join(tmpdir(), 'kalam-backup-s3-'));
});
afterAll(async () => {
  await server.stop();
  await s3.stop();
  rmSync(backups, { recursive: true, force: true });
});

describe('backup settings', () => {
  it('are off on local and daily elsewhere by default, keep 7, and refuse a dir inside the data dir', () => {
    expect(backupSettings({ KALAM_SERVER_TARGET: 'local' }, fail)).toMatchObject({
      everyHours: 0,
      keep: 7,
    });
    expect(backupSettings({ KALAM_SERVER_TARGET: 'production' }, fail).everyHours).toBe(24);
    expect(() =>
      backupSettings({ KALAM_DATA_DIR: '/srv/kalam', KALAM_BACKUP_DIR: '/srv/kalam/b' }, fail),
    ).toThrow(/KALAM_BACKUP_DIR/);
    expect(() => backupSettings({ KALAM_BACKUP_KEEP: '0' }, fail)).toThrow(/KALAM_BACKUP_KEEP/);
    expect(() => backupSettings({ KALAM_BACKUP_EVERY_HOURS: 'daily' }, fail)).toThrow(
      /KALAM_BACKUP_EVERY_HOURS/,
    );
  });
});

describe('a backup with KALAM_STORAGE=s3', () => {
  it('is uploaded to the bucket, manifest last, signed with the storage keys', async () => {
    const settings = backupSettings(
      {
        KALAM_DATA_DIR: server.dataDir,
        KALAM_BACKUP_DIR: backups,
        KALAM_STORAGE: 's3',
        S3_BUCKET: 'kalam-files',
        S3_ENDPOINT: s3.url,
        S3_ACCESS_KEY_ID: 'TESTKEY',
        S3_SECRET_ACCESS_KEY: 'test-secret-key',
        S3_KEY_PREFIX: 'prod/',
      },
      fail,
    );
    const run = await runBackup(server.deps.sqlite, server.dataDir, settings);
    const prefix = `/kalam-files/prod/backups/${run.name}/`;
    const puts = s3.requests.filter((r) => r.method === 'PUT').map((r) => r.path);
    expect(puts.at(-1)).toBe(`${prefix}manifest.json`);
    const db = s3.objects.get(`${prefix}kalam.sqlite`);
    // An SQLite file starts with its magic header.
    expect(db?.body.subarray(0, 15).toString()).toBe('SQLite format 3');
    expect(run.uploaded).toHaveLength(puts.length);
  });
});
