import type Database from 'better-sqlite3';
import { close, fdatasync, openSync } from 'node:fs';
import { setTimeout as later } from 'node:timers';

/** A drizzle database over better-sqlite3 (its `$client`), or anything else that has one. */
type WithClient = { $client?: Database.Database };

interface Entry {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; value: unknown };

/** Flushes a file's data to the disk (fs.fdatasync's shape; tests hold it to watch the order). */
export type SyncFile = (fd: number, done: (error: Error | null) => void) => void;

/** SQLite's `PRAGMA synchronous` levels that sync the WAL on every commit (FULL, EXTRA). */
const SYNCS_EVERY_COMMIT = 2;
const NORMAL = 1;

/** The WAL's descriptor is closed once no group has committed for this long. */
const IDLE_CLOSE_MS = 1_000;

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
 * - nobody hears of success (or of a refusal) before the group is on disk; if the COMMIT
 *   fails, every write of the group fails with it.
 *
 * On a WAL database the group's COMMIT does not wait for the disk itself (decision 224): it runs
 * at `synchronous = NORMAL` (the frames reach the WAL file, no fsync), then the WAL file is
 * fdatasync'd on libuv's thread pool and the group's callers hear only once that returned —
 * the same guarantee as a FULL commit, which syncs the same file, without stalling the event
 * loop for the disk. One group is in flight at a time: writes that arrive while its sync runs
 * form the next group, so groups grow with the load and the disk sees one sync per group.
 * Every other write of the connection stays at its own level (FULL).
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

  /** The WAL file when commits may leave the fsync to the thread pool; null otherwise. */
  private readonly walFile: string | null;
  /**
   * The connection's own level (FULL here), read once: restored after each group. Nothing in
   * Kalam changes it on an open connection.
   */
  private readonly level: number;
  /** The WAL opened for syncing while groups keep coming; closed when they stop. */
  private walFd: number | null = null;
  private idleTimer: ReturnType<typeof later> | null = null;
  /** A committed group's sync is running: the next group waits for it (and grows meanwhile). */
  private syncing = false;
  private readonly client: Database.Database;

  constructor(
    db: object,
    private readonly syncFile: SyncFile = fdatasync,
  ) {
    const client = (db as WithClient).$client;
    if (!client) throw new Error('group commit needs the better-sqlite3 client');
    this.client = client;
    const wal = !client.memory && client.pragma('journal_mode', { simple: true }) === 'wal';
    this.level = client.pragma('synchronous', { simple: true }) as number;
    this.walFile = wal && this.level >= SYNCS_EVERY_COMMIT ? `${client.name}-wal` : null;

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
      this.schedule();
    });
  }

  /** The next group commits at the end of this turn, or once the running sync returned. */
  private schedule(): void {
    if (this.scheduled || this.syncing || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    const group = this.queue.splice(0, MAX_GROUP);
    const deferSync = this.walFile !== null;
    let outcomes: Outcome[];
    try {
      // exec, not a kept statement: SQLite applies this pragma when it is prepared.
      if (deferSync) this.client.exec(`PRAGMA synchronous = ${NORMAL}`);
      try {
        outcomes = this.commitGroup(group);
      } finally {
        if (deferSync) this.client.exec(`PRAGMA synchronous = ${this.level}`);
      }
    } catch (error) {
      // BEGIN or COMMIT failed: nothing of the group is written.
      for (const entry of group) entry.reject(error);
      return this.schedule();
    }
    const settle = (syncError: Error | null) =>
      group.forEach((entry, i) => {
        const outcome = outcomes[i]!;
        if (syncError) entry.reject(syncError);
        else if (outcome.ok) entry.resolve(outcome.value);
        else entry.reject(outcome.value);
      });
    if (!deferSync) {
      settle(null);
      return this.schedule();
    }
    this.syncing = true;
    this.syncWal((error) => {
      this.syncing = false;
      settle(error);
      this.schedule();
    });
  }

  /**
   * fdatasync the WAL on the thread pool. The descriptor is kept while groups keep coming and
   * closed after a quiet second (an unref'd timer: it never holds the process). A WAL gone
   * because the database closed was checkpointed and synced by the close.
   */
  private syncWal(done: (error: Error | null) => void): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.walFd === null) {
      try {
        this.walFd = openSync(this.walFile!, 'r');
      } catch (error) {
        const closed = (error as NodeJS.ErrnoException).code === 'ENOENT' && !this.client.open;
        return done(closed ? null : (error as Error));
      }
    }
    this.syncFile(this.walFd, (error) => {
      done(error);
      if (!this.syncing && !this.idleTimer && this.queue.length === 0) {
        this.idleTimer = later(() => this.closeWal(), IDLE_CLOSE_MS);
        this.idleTimer.unref();
      }
    });
  }

  private closeWal(): void {
    this.idleTimer = null;
    if (this.walFd === null || this.syncing) return;
    close(this.walFd, () => {});
    this.walFd = null;
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
