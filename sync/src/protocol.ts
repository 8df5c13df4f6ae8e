import type { ErrorCode } from '@kalam/shared';

/** Bumped whenever a collection schema or a message shape changes; older clients get 426 (S9). */
export const SYNC_PROTOCOL_VERSION = 3;

/** The replicated collections (RxDB's free build opens at most 13; we use 9). */
export const SYNC_COLLECTION_NAMES = [
  'lessons',
  'availability',
  'chat-rooms',
  'chat-messages',
  'chat-reads',
  'topics',
  'plans',
  'subscriptions',
  'profile',
] as const;
export type SyncCollectionName = (typeof SYNC_COLLECTION_NAMES)[number];

/** The stream path segment that carries the wake-ups of every collection on one connection. */
export const SYNC_ALL_COLLECTIONS = 'all';

export function isSyncCollectionName(value: string): value is SyncCollectionName {
  return (SYNC_COLLECTION_NAMES as readonly string[]).includes(value);
}

/** Where a pull stopped: the last document's server stamp and id (S1). */
export interface SyncCheckpoint {
  updatedAt: number;
  id: string;
}

/** Every replicated document: an id, the server's stamp and RxDB's deletion flag. */
export interface SyncDocBase {
  id: string;
  /** Set by the server on every write (ChangeClock); a client's value is never trusted. */
  updatedAt: number;
}
export type WithDeletedFlag<T> = T & { _deleted: boolean };
export type SyncDoc = WithDeletedFlag<SyncDocBase & Record<string, unknown>>;

export const PULL_BATCH_DEFAULT = 100;
export const PULL_BATCH_MAX = 1000;
export const PUSH_ROWS_MAX = 100;

/** GET /sync/{v}/{collection}/pull?updatedAt&id&batchSize answers this. */
export interface SyncPullResponse<D = SyncDoc> {
  documents: D[];
  /** The last document's checkpoint, or the one sent when nothing is new. */
  checkpoint: SyncCheckpoint | null;
}

/** One local write as RxDB hands it to the push handler. */
export interface SyncPushRow<D = SyncDoc> {
  assumedMasterState?: D | null;
  newDocumentState: D;
}
export interface SyncPushRequest<D = SyncDoc> {
  rows: SyncPushRow<D>[];
}
/**
 * The server's document for every row it did not take as sent (S5, S6): the current master on a
 * conflict, or the refused document marked with `rejected` (a catalogue code).
 */
export interface SyncPushResponse<D = SyncDoc> {
  conflicts: D[];
}

/** Server-Sent Events on /sync/{v}/{collection|all}/stream, keyed on `type` (S10). */
export type SyncStreamMessage =
  { type: 'ready'; protocol: number } | { type: 'changed'; collection: SyncCollectionName };

/** Why a sync call was refused as a whole (STYLE 10: explicit reasons). */
export const SYNC_FAILURES = {
  clientTooOld: 'client-too-old',
  badVersion: 'bad-request',
  unknownCollection: 'sync-collection-not-found',
  readOnly: 'sync-not-writable',
  fieldNotWritable: 'sync-not-writable',
  forbidden: 'forbidden',
  badRequest: 'bad-request',
} as const satisfies Record<string, ErrorCode>;
export type SyncFailureReason = keyof typeof SYNC_FAILURES;

/** A refusal of a whole call; `path` names the field or row at fault. */
export interface SyncFailure {
  reason: SyncFailureReason;
  path?: string;
}

/** The sync paths under the API base, one place for the server routes and the client. */
export const syncPath = (
  version: number,
  collection: SyncCollectionName | typeof SYNC_ALL_COLLECTIONS,
  action: 'pull' | 'push' | 'stream',
) => `/sync/${version}/${collection}/${action}`;
