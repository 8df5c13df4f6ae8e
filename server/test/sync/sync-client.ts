import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { AppError } from '@kalam/shared';
import {
  SYNC_COLLECTION_NAMES,
  rxCollectionsConfig,
  type SyncCheckpoint,
  type SyncCollectionName,
  type SyncDocTypes,
} from '@kalam/sync';
import { SyncStream, replicate } from '@kalam/sync/client';
import type { TestServer } from '../support/test-server.ts';

// Dev-mode checks every schema and document against RxDB's rules (tests only, STACK-NOTES).
disableWarnings();
addRxPlugin(RxDBDevModePlugin);

/** How the client's network behaves: up, down, or up but losing the next push answers. */
export class Network {
  offline = false;
  /** Push calls whose answer is lost after the server handled them (a retried push). */
  loseNextPushAnswers = 0;
  readonly pushes: { collection: string; ids: string[] }[] = [];
  /** Rewrites each URL (an app built for another protocol version). */
  rewrite: (url: string) => string = (url) => url;

  readonly fetch: typeof fetch = async (input, init) => {
    const url = this.rewrite(String(input));
    if (this.offline) throw new TypeError('fetch failed');
    const response = await fetch(url, init);
    const push = /\/sync\/\d+\/([^/]+)\/push$/.exec(url);
    if (push) {
      const rows = (
        JSON.parse(String(init?.body)) as { rows: { newDocumentState: { id: string } }[] }
      ).rows;
      this.pushes.push({ collection: push[1]!, ids: rows.map((r) => r.newDocumentState.id) });
      if (this.loseNextPushAnswers > 0) {
        this.loseNextPushAnswers -= 1;
        await response.arrayBuffer();
        throw new TypeError('network lost the answer');
      }
    }
    return response;
  };
}

export type Collections = { [K in SyncCollectionName]: RxCollection<SyncDocTypes[K]> };

export interface SyncClient {
  db: RxDatabase;
  c: Collections;
  states: { [K in SyncCollectionName]: RxReplicationState<SyncDocTypes[K], SyncCheckpoint> };
  network: Network;
  stream: SyncStream | null;
  fatal: AppError[];
  /** Until every replication has pulled and pushed what it had. */
  inSync(): Promise<void>;
  close(): Promise<void>;
}

let dbCount = 0;

/** A real RxDB client (memory storage, schema validation) replicating every collection. */
export async function openSyncClient(
  server: TestServer,
  token: string,
  options: {
    live?: boolean;
    network?: Network;
    baseUrl?: string;
    /** RxDB's free build opens 13 collections per process: a second client takes fewer. */
    collections?: readonly SyncCollectionName[];
  } = {},
): Promise<SyncClient> {
  dbCount += 1;
  const network = options.network ?? new Network();
  const db = await createRxDatabase({
    name: `kalam-test-${dbCount}-${Date.now()}`,
    storage: wrappedValidateAjvStorage({ storage: getRxStorageMemory() }),
    multiInstance: false,
  });
  const names = options.collections ?? SYNC_COLLECTION_NAMES;
  const config = rxCollectionsConfig();
  await db.addCollections(Object.fromEntries(names.map((n) => [n, config[n]])));
  const baseUrl = options.baseUrl ?? `${server.url}/api/v1`;
  const fatal: AppError[] = [];
  const live = options.live ?? true;
  const stream = live
    ? new SyncStream({
        baseUrl,
        token: () => token,
        fetch: network.fetch,
        reconnectDelayMs: 50,
        reconnectDelayMaxMs: 200,
        onFatal: (e) => fatal.push(e),
      })
    : null;
  const states = Object.fromEntries(
    names.map((name) => [
      name,
      replicate(db.collections[name]!, {
        baseUrl,
        token: () => token,
        fetch: network.fetch,
        stream: stream ?? false,
        live,
        retryTime: 50,
        waitForLeadership: false,
        onFatal: (e) => fatal.push(e),
      }),
    ]),
  ) as SyncClient['states'];
  const c = db.collections as unknown as Collections;
  const client: SyncClient = {
    db,
    c,
    states,
    network,
    stream,
    fatal,
    async inSync() {
      await Promise.all(Object.values(states).map((s) => s.awaitInSync()));
    },
    async close() {
      open.delete(client);
      stream?.close();
      await Promise.all(Object.values(states).map((s) => s.cancel()));
      await db.remove();
    },
  };
  open.add(client);
  return client;
}

const open = new Set<SyncClient>();

/** Close every client a test left open (an assertion may fail before its own close). */
export async function closeSyncClients(): Promise<void> {
  await Promise.all([...open].map((client) => client.close()));
}

/** Resolves when `check` passes, polling the local database; fails after `timeoutMs`. */
export async function until<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 5000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
