import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/*
 * Two ways SQLite silently re-prepares a prepared statement on every run, which costs more than
 * running it (decision 027). Both come from the planner reading a parameter's bound value, after
 * which any new binding expires the statement:
 * - a bare `LIMIT ?` / `OFFSET ?` (drizzle writes even `.limit(1)` that way);
 * - a parameter compared with a partial index's WHERE (`deleted = ?` against the lessons
 *   indexes' `deleted = 0`), to see whether the index may serve.
 * So constants are written as SQL literals and only per-call values are placeholders.
 */

/** A LIMIT or OFFSET placeholder the planner leaves alone (`+?` is an expression). */
export function pagePlaceholder(name: string): Placeholder {
  // drizzle types LIMIT and OFFSET as number | Placeholder but writes any SQL chunk as given.
  return sql`+${sql.placeholder(name)}` as unknown as Placeholder;
}

/** A constant as an SQL literal: an integer, or a code word (enum values; nothing else fits). */
export function literal(value: number | string): SQL {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer literal: ${value}`);
    return sql.raw(String(value));
  }
  if (!/^[a-z][a-z-]*$/.test(value)) throw new Error(`not a code word: ${value}`);
  return sql.raw(`'${value}'`);
}

/**
 * Prepared statements made on their first use (decision 234): `preparedOnFirstUse({ byId: () =>
 * db.select()…prepare() })` gives `{ byId }`, each built (drizzle writing its SQL, SQLite
 * compiling it) the first time it is read and kept from then on. A repository built at start
 * (some of them several times) no longer pays for statements the start never runs; one that runs
 * pays once, as before (decision 027). The shape is fixed (one getter per statement), so reads
 * stay fast.
 */
export function preparedOnFirstUse<T extends object>(builders: {
  [K in keyof T]: () => T[K];
}): Readonly<T> {
  const made: Partial<T> = {};
  const statements = {} as T;
  for (const key of Object.keys(builders) as (keyof T)[]) {
    const build = builders[key];
    Object.defineProperty(statements, key, {
      enumerable: true,
      get: () => (made[key] ??= build()),
    });
  }
  return statements;
}
