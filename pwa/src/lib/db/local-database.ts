import {
  addRxPlugin,
  createRxDatabase,
  removeRxDatabase,
  type RxCollection,
  type RxDatabase,
} from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { rxCollectionsConfig, type SyncCollectionName, type SyncDocTypes } from '@kalam/sync';
import type { AnyStorage } from './dev-mode.ts';
import { quietStorageNotice } from './quiet-storage-notice.ts';

export type LocalCollections = { [K in SyncCollectionName]: RxCollection<SyncDocTypes[K]> };
export type LocalDatabase = RxDatabase<LocalCollections>;

addRxPlugin(RxDBLeaderElectionPlugin);
// A phone keeps documents of older schema versions: they are migrated when the database opens.
addRxPlugin(RxDBMigrationSchemaPlugin);
quietStorageNotice();

/** One IndexedDB database per user, so no two accounts ever share a store. */
export const localDatabaseName = (userId: string) => `kalam-${userId.toLowerCase()}`;

/**
 * Dexie (IndexedDB) in the browser. Dev-mode — schema checks and validation, and an RxDB iframe
 * — only in development: the branch and its chunk are dropped from the production build.
 */
async function storageFor(base: AnyStorage): Promise<AnyStorage> {
  if (!import.meta.env.DEV) return base;
  const { withDevMode } = await import('./dev-mode.ts');
  return withDevMode(base);
}

export async function openLocalDatabase(
  userId: string,
  options: { storage?: AnyStorage; multiInstance?: boolean } = {},
): Promise<LocalDatabase> {
  const db = await createRxDatabase<LocalCollections>({
    name: localDatabaseName(userId),
    storage: await storageFor(options.storage ?? getRxStorageDexie()),
    // Tabs share the database; leader election picks the one tab that replicates.
    multiInstance: options.multiInstance ?? true,
    closeDuplicates: true,
  });
  await db.addCollections(rxCollectionsConfig());
  return db;
}

/**
 * Delete a user's local database (sign-out, or a previous user's left behind). RxDB's Dexie
 * storage empties its tables; the emptied IndexedDB databases are then dropped too, so not even
 * their names (which carry the user's id) stay on the device.
 */
export async function removeLocalDatabase(
  userId: string,
  options: { storage?: AnyStorage; indexedDB?: IDBFactory } = {},
): Promise<void> {
  await removeRxDatabase(
    localDatabaseName(userId),
    await storageFor(options.storage ?? getRxStorageDexie()),
  );
  await dropDatabases(userId, options.indexedDB ?? globalThis.indexedDB);
}

export async function dropDatabases(userId: string, idb: IDBFactory | undefined): Promise<void> {
  if (!idb?.databases) return;
  const prefix = `rxdb-dexie-${localDatabaseName(userId)}--`;
  const names = (await idb.databases())
    .map((d) => d.name)
    .filter((name): name is string => Boolean(name?.startsWith(prefix)));
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = idb.deleteDatabase(name);
          // Blocked means another tab still has it open: it goes when that tab lets go.
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}
