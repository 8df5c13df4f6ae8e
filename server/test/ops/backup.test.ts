import Database from 'better-sqlite3';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup } from '../../src/ops/backup.ts';
import { RestoreRefused, restoreBackup } from '../../src/ops/restore.ts';
import { listBackups, pruneBackups } from '../../src/ops/retention.ts';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';
import { startChildServer } from './child-server.ts';

let server: TestServer;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  scratch = mkdtempSync(join(tmpdir(), 'kalam-backup-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const count = (db: Database.Database, table: string) =>
  (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

describe('an online backup', () => {
  it('taken while writes go on restores to an intact database holding every earlier row', async () => {
    const before = await createUser(server, 'Student');
    const usersBefore = count(server.deps.sqlite, 'users');
    // A stored upload, so the files come along too.
    mkdirSync(join(server.dataDir, 'files', 'uploads'), { recursive: true });
    writeFileSync(join(server.dataDir, 'files', 'uploads', 'a.png'), 'png bytes');
    // Writers that keep going through the whole backup.
    let writing = true;
    const writers = (async () => {
      let made = 0;
      while (writing) {
        await createUser(server, 'Student');
        made += 1;
      }
      return made;
    })();
    const backupsDir = join(scratch, 'online');
    const taken = await takeBackup({
      sqlite: server.deps.sqlite,
      dataDir: server.dataDir,
      backupsDir,
    });
    writing = false;
    expect(await writers).toBeGreaterThan(0);

    const target = join(scratch, 'restored-online');
    await restoreBackup(taken.path, target);
    const db = new Database(join(target, 'kalam.sqlite'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(count(db, 'users')).toBeGreaterThanOrEqual(usersBefore);
      expect(db.prepare('select id from users where id = ?').get(before.id)).toBeTruthy();
    } finally {
      db.close();
    }
    expect(existsSync(join(target, 'files', 'uploads', 'a.png'))).toBe(true);
    expect(existsSync(join(target, 'secrets', 'token-secret'))).toBe(true);
  });

  it('restore refuses a data dir that holds anything, and writes nothing into it', async () => {
    const taken = await takeBackup({
      sqlite: server.deps.sqlite,
      dataDir: server.dataDir,
      backupsDir: join(scratch, 'refuse'),
    });
    const busy = join(scratch, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'note.txt'), 'live data');
    await expect(restoreBackup(taken.path, busy)).rejects.toBeInstanceOf(RestoreRefused);
    expect(readdirSync(busy)).toEqual(['note.txt']);
  });

  it('restore refuses an unfinished backup (no manifest)', async () => {
    const half = join(scratch, 'half');
    mkdirSync(half);
    writeFileSync(join(half, 'kalam.sqlite'), '');
    await expect(restoreBackup(half, join(scratch, 'from-half'))).rejects.toThrow(/manifest/);
    expect(existsSync(join(scratch, 'from-half'))).toBe(false);
  });

  it('retention keeps the newest N and deletes the rest', async () => {
    const dir = join(scratch, 'retention');
    const names: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const at = new Date(Date.UTC(2026, 0, 1 + i));
      names.push(
        (
          await takeBackup({
            sqlite: server.deps.sqlite,
            dataDir: server.dataDir,
            backupsDir: dir,
            at,
          })
        ).name,
      );
    }
    // Two crashed backups: one from two days ago (dead), one that may still be running.
    const dead = join(dir, 'kalam-2025-12-01T00-00-00-000Z.partial');
    const running = join(dir, 'kalam-2026-01-09T00-00-00-000Z.partial');
    mkdirSync(dead);
    mkdirSync(running);
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    utimesSync(dead, twoDaysAgo, twoDaysAgo);
    const deleted = await pruneBackups(dir, 2);
    expect(deleted).toEqual([...names.slice(0, 3), 'kalam-2025-12-01T00-00-00-000Z.partial']);
    expect(await listBackups(dir)).toEqual(names.slice(3));
    expect(readdirSync(dir).sort()).toEqual([
      ...names.slice(3),
      'kalam-2026-01-09T00-00-00-000Z.partial',
    ]);
  });
});

describe('a restored data dir', () => {
  it('starts the real server, which answers health and signs in a user made before the backup', async () => {
    // Made through the users service, so the password hash is the real argon2 one.
    const made = await createUser(server, 'Student');
    const signUp = await server.call('POST', '/auth/password', {
      body: { email: made.email, password: 'password123' },
    });
    expect(signUp.status).toBe(200);
    const taken = await takeBackup({
      sqlite: server.deps.sqlite,
      dataDir: server.dataDir,
      backupsDir: join(scratch, 'start'),
    });
    const target = join(scratch, 'restored-start');
    await restoreBackup(taken.path, target);
    const child = await startChildServer(target, { KALAM_SEED_DEMO: '0' });
    try {
      const health = await fetch(`${child.base}/health`);
      expect(health.status).toBe(200);
      const signIn = await fetch(`${child.base}/auth/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: made.email, password: 'password123' }),
      });
      expect(signIn.status).toBe(200);
      const wrong = await fetch(`${child.base}/auth/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: made.email, password: 'wrong-password' }),
      });
      expect(wrong.status).not.toBe(200);
      // The token issued before the backup still works: the generated secret came back too.
      const me = await fetch(`${child.base}/user/current`, {
        headers: { authorization: `Bearer ${made.token}` },
      });
      expect(me.status).toBe(200);
    } finally {
      child.child.kill('SIGTERM');
      await child.exited;
    }
  }, 60_000);
});
