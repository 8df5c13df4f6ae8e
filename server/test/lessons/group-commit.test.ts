import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database_ } from '../../src/db/client.ts';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { GroupCommit, type SyncFile } from '../../src/kernel/group-commit.ts';

let dir: string;
let database: Database_;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kalam-group-'));
  database = openDatabase(dir);
  database.sqlite.exec('CREATE TABLE probe (name TEXT PRIMARY KEY)');
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('group commit', () => {
  it('runs the writes of one turn in order in one transaction; a failing one undoes only itself', async () => {
    const { sqlite } = database;
    const group = new GroupCommit(database.db);
    const insert = (name: string) =>
      sqlite.prepare('INSERT INTO probe (name) VALUES (?)').run(name);
    const names = () =>
      (sqlite.prepare('SELECT name FROM probe ORDER BY name').all() as { name: string }[]).map(
        (r) => r.name,
      );
    const seenInside: boolean[] = [];
    const results = await Promise.allSettled([
      group.run(() => {
        seenInside.push(sqlite.inTransaction);
        insert('a');
        return 'first';
      }),
      group.run(() => {
        insert('b');
        throw new Error('refused');
      }),
      group.run(() => {
        // Sees the first write of its group, not the undone second.
        const visible = names();
        insert('c');
        return visible;
      }),
      group.run(() => insert('a')), // a duplicate key: fails alone
    ]);
    expect(seenInside).toEqual([true]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect((results[0] as PromiseFulfilledResult<string>).value).toBe('first');
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('refused');
    expect((results[2] as PromiseFulfilledResult<string[]>).value).toEqual(['a']);
    expect(String((results[3] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(names()).toEqual(['a', 'c']);
    expect(sqlite.inTransaction).toBe(false);
  });

  it('answers only after the commit: nothing is pending once a write resolved', async () => {
    const { sqlite } = database;
    const group = new GroupCommit(database.db);
    await group.run(() => sqlite.prepare('INSERT INTO probe (name) VALUES (?)').run('d'));
    expect(sqlite.inTransaction).toBe(false);
    expect(sqlite.prepare("SELECT count(*) AS n FROM probe WHERE name = 'd'").get()).toEqual({
      n: 1,
    });
  });
});

function openMemory() {
  const sqlite = new Database(':memory:');
  return { sqlite, db: drizzle(sqlite) };
}

describe('group commit on a WAL file: the disk sync leaves the event loop (decision 224)', () => {
  /** A sync the test releases by hand, recording each call. */
  function heldSync() {
    const pending: ((error: Error | null) => void)[] = [];
    const sync: SyncFile = (_fd, done) => pending.push(done);
    return { sync, pending };
  }
  const count = (name: string) =>
    (
      database.sqlite.prepare('SELECT count(*) AS n FROM probe WHERE name = ?').get(name) as {
        n: number;
      }
    ).n;

  it('tells the writer only once the WAL is synced, and restores the connection level', async () => {
    const { sync, pending } = heldSync();
    const group = new GroupCommit(database.db, sync);
    let heard = false;
    const write = group
      .run(() => database.sqlite.prepare('INSERT INTO probe (name) VALUES (?)').run('w1'))
      .then(() => (heard = true));
    await new Promise((r) => setImmediate(r));
    // Committed (at NORMAL: written to the WAL), the sync is running, nobody has heard.
    expect(count('w1')).toBe(1);
    expect(pending).toHaveLength(1);
    expect(database.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    await new Promise((r) => setImmediate(r));
    expect(heard).toBe(false);
    pending[0]!(null);
    await write;
    expect(heard).toBe(true);
  });

  it('writes that come while a sync runs form the next group, with one sync of their own', async () => {
    const { sync, pending } = heldSync();
    const group = new GroupCommit(database.db, sync);
    const insert = (name: string) =>
      group.run(() => database.sqlite.prepare('INSERT INTO probe (name) VALUES (?)').run(name));
    const first = insert('g1');
    await new Promise((r) => setImmediate(r));
    const later = [insert('g2'), insert('g3')];
    await new Promise((r) => setImmediate(r));
    // The second group waits for the first's sync before it commits.
    expect(count('g2')).toBe(0);
    expect(pending).toHaveLength(1);
    pending[0]!(null);
    await first;
    await new Promise((r) => setImmediate(r));
    expect(count('g2') + count('g3')).toBe(2);
    expect(pending).toHaveLength(2);
    pending[1]!(null);
    await Promise.all(later);
  });

  it('a failed sync fails every write of its group', async () => {
    const { sync, pending } = heldSync();
    const group = new GroupCommit(database.db, sync);
    const write = group.run(() =>
      database.sqlite.prepare('INSERT INTO probe (name) VALUES (?)').run('f1'),
    );
    await new Promise((r) => setImmediate(r));
    pending[0]!(new Error('EIO'));
    await expect(write).rejects.toThrow('EIO');
  });

  it('an in-memory database commits at its own level and never waits for a sync', async () => {
    const memory = openMemory();
    const { sync, pending } = heldSync();
    const group = new GroupCommit(memory.db, sync);
    await group.run(() => memory.sqlite.prepare('SELECT 1').get());
    expect(pending).toHaveLength(0);
    memory.sqlite.close();
  });
});
