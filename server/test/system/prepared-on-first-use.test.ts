import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database_ } from '../../src/db/client.ts';
import { preparedOnFirstUse } from '../../src/kernel/prepared-sql.ts';
import { JobsRepository } from '../../src/modules/jobs/jobs.repository.ts';
import { LessonsRepository } from '../../src/modules/lessons/lessons.repository.ts';

// Decision 234: a repository built at start prepares nothing; each statement is prepared the
// first time it runs, once (decision 027 still holds: never twice).
describe('statements prepared on first use', () => {
  let dataDir: string;
  let database: Database_;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kalam-prepared-'));
    database = openDatabase(dataDir);
  });
  afterAll(() => {
    database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds each statement at its first read and keeps it', () => {
    const built: string[] = [];
    const statements = preparedOnFirstUse({
      one: () => (built.push('one'), { name: 'one' }),
      two: () => (built.push('two'), { name: 'two' }),
    });
    expect(built).toEqual([]);
    const first = statements.one;
    expect(statements.one).toBe(first);
    expect(built).toEqual(['one']);
    expect(Object.keys(statements)).toEqual(['one', 'two']);
  });

  it('a repository prepares nothing when built, and a statement once when it first runs', () => {
    const prepare = vi.spyOn(database.sqlite, 'prepare');
    try {
      const jobs = new JobsRepository(database.db);
      const lessons = new LessonsRepository(database.db);
      expect(prepare).not.toHaveBeenCalled();
      expect(jobs.byKey('quota-renewal:0')).toBeUndefined();
      expect(lessons.byId('no-such-lesson')).toBeUndefined();
      expect(prepare).toHaveBeenCalledTimes(2);
      jobs.byKey('quota-renewal:1');
      lessons.byId('another');
      expect(prepare).toHaveBeenCalledTimes(2);
    } finally {
      prepare.mockRestore();
    }
  });
});
