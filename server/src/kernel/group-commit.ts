import type Database from 'better-sqlite3';

/** A drizzle database over better-sqlite3 (its `$client`), or anything else that has one. */
type WithClient = { $client?: Database.Database };

interface Entry {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; value: unknown };

/** Past this many writes one group commits and the rest wait for the next turn. */
const MAX_GROUP = 100;

/**
 * Group commit (decisions 028 and 169; bookings and chat messages share one per database). The database runs `synchronous = FULL`: every COMMIT waits for
 * the WAL to reach the disk (about 2 ms here), and better-sqlite3 waits on the event loop, so
 * one booking per transaction caps the server near 500 bookings/s and stalls every other request
 * meanwhile. Writes that arrive in the same turn of the event loop run one after another inside
 * ONE `BEGIN IMMEDIATE` transaction, each in its own savepoint, and share one COMMIT:
 * - each write sees every row written before it (check-then-insert stays serial, so two racing
 *   bookings of one slot still give one 201);
 * - a write that throws rolls back its own savepoint only, and its caller gets its error;
 * - nobody hears of success before the COMMIT returned (the rows are on disk); if the COMMIT
 *   fails, every write of the group fails with it.
 */
export class GroupCommit {
  private queue: Entry[] = [];
  private scheduled = false;
  /**
   * The group's transaction and each write's savepoint: better-sqlite3 transaction functions
   * made once (drizzle's db.transaction builds a whole query-builder object per call).
   */
  private readonly commitGroup: (group: Entry[]) => Outcome[];
  private readonly inSavepoint: (work: () => unknown) => unknown;

  constructor(db: object) {
    const client = (db as WithClient).$client;
    if (!client) throw new Error('group commit needs the better-sqlite3 client');
    // Called inside the group's transaction, better-sqlite3 makes this a savepoint.
    this.inSavepoint = client.transaction((work: () => unknown) => work());
    this.commitGroup = client.transaction((group: Entry[]) =>
      group.map((entry): Outcome => {
        try {
          return { ok: true, value: this.inSavepoint(entry.work) };
        } catch (error) {
          return { ok: false, value: error };
        }
      }),
    ).immediate;
  }

  /** Run `work` (synchronous, no awaits) in the next group; resolves once it is committed. */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const group = this.queue.splice(0, MAX_GROUP);
    this.scheduled = this.queue.length > 0;
    if (this.scheduled) setImmediate(() => this.flush());
    let outcomes: Outcome[];
    try {
      outcomes = this.commitGroup(group);
    } catch (error) {
      // BEGIN or COMMIT failed: nothing of the group is written.
      for (const entry of group) entry.reject(error);
      return;
    }
    group.forEach((entry, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.value);
    });
  }
}

const shared = new WeakMap<object, GroupCommit>();

/**
 * The one group commit of a database: every area that commits through it shares each fsync
 * (a booking and the chat messages of the same turn go to disk together).
 */
export function groupCommitFor(db: object): GroupCommit {
  let group = shared.get(db);
  if (!group) {
    group = new GroupCommit(db);
    shared.set(db, group);
  }
  return group;
}
