/** @kalam/sync/client — the RxDB side: `replicate()` and the shared live stream. */
import { addRxPlugin } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';

// Some collections are past schema version 0: RxDB opens them only with its migration plugin,
// which also carries a device's older documents forward (`rxCollectionsConfig`, decision 230).
addRxPlugin(RxDBMigrationSchemaPlugin);

export { replicate, type ReplicateOptions } from './client/replicate.ts';
export { SyncStream, type SyncStreamOptions } from './client/sync-stream.ts';
export { FATAL_SYNC_CODES, isFatalSyncError } from './client/http.ts';
