/** @kalam/sync/client — the RxDB side: `replicate()` and the shared live stream. */
export { replicate, type ReplicateOptions } from './client/replicate.ts';
export { SyncStream, type SyncStreamOptions } from './client/sync-stream.ts';
export { FATAL_SYNC_CODES, isFatalSyncError } from './client/http.ts';
