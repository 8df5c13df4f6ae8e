import type Database from 'better-sqlite3';

/*
 * What a refused call must leave alone: the row count and the newest update of every table.
 * The outbox and one-time codes are left out: a refused sign-in may rightly send a code.
 */
const IGNORED = new Set(['__drizzle_migrations', 'outbox_messages', 'confirmation_codes']);

export type Snapshot = Record<string, string>;

export function snapshot(sqlite: Database.Database): Snapshot {
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .all() as { name: string }[];
  const state: Snapshot = {};
  for (const { name } of tables) {
    if (IGNORED.has(name)) continue;
    const columns = (
      sqlite.prepare(`pragma table_info("${name}")`).all() as { name: string }[]
    ).map((c) => c.name);
    const newest = columns.includes('updated_at') ? ', max(updated_at) as u' : '';
    const row = sqlite.prepare(`select count(*) as n${newest} from "${name}"`).get() as {
      n: number;
      u?: number;
    };
    state[name] = `${row.n}@${row.u ?? ''}`;
  }
  return state;
}

/** The tables whose state differs between two snapshots. */
export function changed(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before).filter((t) => before[t] !== after[t]);
}

/** Text that must never reach a client: SQL, stack frames, source paths. */
const LEAKS = [
  // Case matters: the hostile input itself says `sqlite_master`, and a page may echo it.
  /SQLITE/,
  /SqliteError/,
  /\bat \S+ \(/, // a stack frame: "at handler (file…)"
  /\n\s+at /,
  /\.ts:\d+/,
  /node_modules/,
  /no such (table|column)/i,
  /syntax error/i,
  /constraint failed/i,
];

export function leak(text: string): string | undefined {
  return LEAKS.find((re) => re.test(text))?.source;
}
