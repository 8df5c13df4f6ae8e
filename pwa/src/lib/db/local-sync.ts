import type { RxCollection } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { SYNC_COLLECTION_NAMES, type SyncCollectionName } from '@kalam/sync';
import { SyncStream, replicate } from '@kalam/sync/client';
import type { AppError } from '@kalam/shared';
import { API_BASE } from '../api.ts';
import type { AnyStorage } from './dev-mode.ts';
import {
  dropDatabases,
  openLocalDatabase,
  removeLocalDatabase,
  type LocalDatabase,
} from './local-database.ts';
import { LAST_USER_KEY, REPLICATED_KEY } from './local-db-keys.ts';

/** Larger pages make the first sync fast (bench/sync.bench.ts); small enough for a weak signal. */
const PULL_BATCH = 500;

export type LocalSyncStatus = 'off' | 'starting' | 'ready' | 'outdated';

/**
 * Where a screen reads a replicated collection (decision 147): the local database once that
 * collection's first replication has finished on this device, the server until then, and
 * neither for the moment the database takes to open.
 */
export type ReadPath = 'local' | 'server' | 'waiting';

export interface LocalSession {
  userId: string;
  /** Read at every call, so a refreshed token is used. */
  token: () => string | null;
}

export interface LocalSyncOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: AnyStorage;
  /** The IndexedDB the storage uses (the browser's by default). */
  indexedDB?: IDBFactory;
  multiInstance?: boolean;
  /** Where the last user's id is kept (localStorage in the browser). */
  memory?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

interface Running {
  userId: string;
  db: LocalDatabase;
  stream: SyncStream | null;
  replications: RxReplicationState<unknown, unknown>[];
}

/**
 * The signed-in user's offline database (decision 044): opened after sign-in, replicated by the
 * leader tab only, and deleted at sign-out so the next person on the phone sees nothing of the
 * last. `follow()` is called with every session change; calls run one after another.
 */
export class LocalSync {
  private running: Running | null = null;
  private queue: Promise<void> = Promise.resolve();
  private state: LocalSyncStatus = 'off';
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: LocalSyncOptions = {}) {}

  get status(): LocalSyncStatus {
    return this.state;
  }

  get db(): LocalDatabase | null {
    return this.running?.db ?? null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    // The leader tab replicates; the others learn of its first replication through storage.
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === REPLICATED_KEY) listener();
    };
    globalThis.addEventListener?.('storage', fromOtherTab);
    return () => {
      this.listeners.delete(listener);
      globalThis.removeEventListener?.('storage', fromOtherTab);
    };
  }

  /** The one rule every screen shares for a replicated collection (decision 147). */
  readPath(name: SyncCollectionName): ReadPath {
    if (this.state === 'starting') return 'waiting';
    const running = this.running;
    if (!running || this.state !== 'ready') return 'server';
    return this.replicated(running.userId).includes(name) ? 'local' : 'server';
  }

  /** The collections whose first replication finished for this user (kept across reloads). */
  private replicated(userId: string): string[] {
    try {
      const kept = JSON.parse(this.memory?.getItem(REPLICATED_KEY) ?? 'null') as {
        userId?: string;
        collections?: string[];
      } | null;
      return kept?.userId === userId && Array.isArray(kept.collections) ? kept.collections : [];
    } catch {
      return [];
    }
  }

  private markReplicated(userId: string, name: SyncCollectionName): void {
    const collections = this.replicated(userId);
    if (collections.includes(name)) return;
    this.memory?.setItem(
      REPLICATED_KEY,
      JSON.stringify({ userId, collections: [...collections, name] }),
    );
    for (const listener of this.listeners) listener();
  }

  /** Start for a signed-in user, switch users, or (null) stop and wipe. */
  follow(session: LocalSession | null): Promise<void> {
    // Screens wait from this moment rather than asking the server for what is about to open.
    if (session && this.running?.userId !== session.userId) this.set('starting');
    this.queue = this.queue
      .then(() => this.apply(session))
      .catch((error: unknown) => {
        console.warn('[local-db]', error instanceof Error ? error.message : error);
      });
    return this.queue;
  }

  private get memory() {
    return this.options.memory ?? globalThis.localStorage;
  }

  private set(status: LocalSyncStatus): void {
    this.state = status;
    for (const listener of this.listeners) listener();
  }

  private async apply(session: LocalSession | null): Promise<void> {
    if (this.running && this.running.userId === session?.userId) return;
    if (this.running) await this.stop(this.running);
    const last = this.memory?.getItem(LAST_USER_KEY);
    if (last && last !== session?.userId) {
      await removeLocalDatabase(last, this.options);
      this.memory?.removeItem(LAST_USER_KEY);
      this.memory?.removeItem(REPLICATED_KEY);
    }
    if (!session) return this.set('off');
    this.set('starting');
    this.memory?.setItem(LAST_USER_KEY, session.userId);
    const db = await openLocalDatabase(session.userId, {
      storage: this.options.storage,
      multiInstance: this.options.multiInstance,
    }).catch((error: unknown) => {
      // No local database (a private window without IndexedDB): the screens read the server.
      this.set('off');
      throw error;
    });
    const running: Running = { userId: session.userId, db, stream: null, replications: [] };
    this.running = running;
    this.set('ready');
    // Only the leader tab opens the stream and replicates; the others read the shared database.
    void db.waitForLeadership().then(() => {
      if (this.running === running) this.replicate(running, session);
    });
  }

  private replicate(running: Running, session: LocalSession): void {
    const baseUrl = this.options.baseUrl ?? API_BASE;
    const onFatal = (error: AppError) => {
      if (error.code === 'client-too-old') this.set('outdated');
    };
    running.stream = new SyncStream({
      baseUrl,
      token: session.token,
      fetch: this.options.fetch,
      onFatal,
    });
    running.replications = SYNC_COLLECTION_NAMES.map((name: SyncCollectionName) => {
      const replication = replicate(running.db.collections[name] as RxCollection<unknown>, {
        baseUrl,
        token: session.token,
        fetch: this.options.fetch,
        stream: running.stream!,
        pullBatchSize: PULL_BATCH,
        onFatal,
      }) as RxReplicationState<unknown, unknown>;
      void replication.awaitInitialReplication().then(
        () => this.running === running && this.markReplicated(running.userId, name),
        () => undefined,
      );
      return replication;
    });
  }

  private async stop(running: Running): Promise<void> {
    this.running = null;
    running.stream?.close();
    await Promise.all(running.replications.map((r) => r.cancel()));
    // Sign-out wipes: remove() empties every collection, then the databases themselves go.
    await running.db.remove();
    await dropDatabases(running.userId, this.options.indexedDB ?? globalThis.indexedDB);
    this.memory?.removeItem(LAST_USER_KEY);
    this.memory?.removeItem(REPLICATED_KEY);
  }
}

/** The app's one local database, following the auth session. */
export const localSync = new LocalSync();
