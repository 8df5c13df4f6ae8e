import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database_ } from '../../src/db/client.ts';
import { GroupCommit } from '../../src/kernel/group-commit.ts';

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
