import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.ts';

export type Db = BetterSQLite3Database<typeof schema>;

export interface Database_ {
  db: Db;
  sqlite: Database.Database;
  close(): void;
}

/** `server/drizzle`, seen from the sources (server/src/db) or from the build (server/dist). */
const here = dirname(fileURLToPath(import.meta.url));
const MIGRATIONS_DIR = [resolve(here, '../../drizzle'), resolve(here, '../drizzle')].find((dir) =>
  existsSync(join(dir, 'meta', '_journal.json')),
)!;

/** Open the SQLite file in the data dir, set the pragmas and apply committed migrations. */
export function openDatabase(dataDir: string): Database_ {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(join(dataDir, 'kalam.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A lost write can cost money (payments, bookings): flush the WAL on every commit.
  sqlite.pragma('synchronous = FULL');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db, sqlite, close: () => sqlite.close() };
}
