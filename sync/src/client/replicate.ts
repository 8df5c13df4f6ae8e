import type { ReplicationPushOptions, RxCollection } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { EMPTY } from 'rxjs';
import type { AppError } from '@kalam/shared';
import {
  PULL_BATCH_DEFAULT,
  SYNC_PROTOCOL_VERSION,
  syncPath,
  type SyncCheckpoint,
  type SyncCollectionName,
  type SyncPullResponse,
  type SyncPushResponse,
} from '../protocol.ts';
import { SYNC_COLLECTIONS, replicationIdentifier } from '../collections.ts';
import { isFatalSyncError, syncCall, type FetchLike } from './http.ts';
import { SyncStream } from './sync-stream.ts';

export interface ReplicateOptions {
  /** The protocol's collection name; defaults to the RxDB collection's name. */
  name?: SyncCollectionName;
  /** The API base, e.g. `/api/v1` or `http://127.0.0.1:3000/api/v1`. */
  baseUrl: string;
  /** The bearer token, read at every call so a refreshed one is used. */
  token: () => string | null;
  fetch?: FetchLike;
  /**
   * The live stream: a shared `SyncStream` (one connection for every collection), `false` for
   * none (pull on `reSync()` only), or left out for a stream of this collection alone.
   */
  stream?: SyncStream | false;
  /** Keep replicating (default) or stop once in sync. */
  live?: boolean;
  pullBatchSize?: number;
  pushBatchSize?: number;
  /** Wait after a failed call before retrying (RxDB's `retryTime`). */
  retryTime?: number;
  /** Only the leader tab replicates (default true); tests with one instance pass false. */
  waitForLeadership?: boolean;
  autoStart?: boolean;
  /** The server refused for good (outdated app, ended session): replication stops. */
  onFatal?: (error: AppError) => void;
}

/**
 * Replicates one RxDB collection with the server's sync endpoints (RxDB's replication
 * protocol): pull by (updatedAt, id) checkpoint, push with the assumed master state, RESYNC from
 * the live stream after every (re)connect and change.
 */
export function replicate<D>(
  collection: RxCollection<D>,
  options: ReplicateOptions,
): RxReplicationState<D, SyncCheckpoint> {
  const name = options.name ?? (collection.name as SyncCollectionName);
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const url = (action: 'pull' | 'push') =>
    `${options.baseUrl}${syncPath(SYNC_PROTOCOL_VERSION, name, action)}`;

  // A refusal no retry can mend stops this replication and tells the app once.
  let fatal = false;
  const guard = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (isFatalSyncError(error) && !fatal) {
        fatal = true;
        options.onFatal?.(error);
        // Handlers only run once `state` below exists.
        queueMicrotask(() => void state.cancel());
      }
      throw error;
    }
  };

  const ownStream =
    options.stream === undefined && options.live !== false
      ? new SyncStream({
          baseUrl: options.baseUrl,
          token: options.token,
          collection: name,
          fetch: options.fetch,
          onFatal: options.onFatal,
        })
      : null;
  const stream = ownStream ?? (options.stream || null);

  const rules = SYNC_COLLECTIONS[name].write;
  const writable = rules.writable.length > 0 || rules.insertable || rules.deletable;
  const push: ReplicationPushOptions<D> = {
    batchSize: options.pushBatchSize ?? 50,
    handler: (rows) =>
      guard(async () => {
        const answer = await syncCall<SyncPushResponse>(fetchImpl, url('push'), options.token(), {
          method: 'POST',
          body: { rows },
        });
        return answer.conflicts as never[];
      }),
  };

  const state = replicateRxCollection<D, SyncCheckpoint>({
    collection,
    replicationIdentifier: replicationIdentifier(name, options.baseUrl),
    live: options.live ?? true,
    retryTime: options.retryTime ?? 5000,
    waitForLeadership: options.waitForLeadership ?? true,
    autoStart: options.autoStart ?? true,
    pull: {
      batchSize: options.pullBatchSize ?? PULL_BATCH_DEFAULT,
      handler: (checkpoint, batchSize) =>
        guard(async () => {
          const query = new URLSearchParams({ batchSize: String(batchSize) });
          if (checkpoint) {
            query.set('updatedAt', String(checkpoint.updatedAt));
            query.set('id', checkpoint.id);
          }
          const answer = await syncCall<SyncPullResponse>(
            fetchImpl,
            `${url('pull')}?${query}`,
            options.token(),
            { method: 'GET' },
          );
          return {
            documents: answer.documents as never[],
            checkpoint: answer.checkpoint ?? undefined,
          };
        }),
      stream$: stream ? stream.resyncs(name) : EMPTY,
    },
    // A read-only collection (S4) has nothing to send: without a push handler a stray local
    // write can never reach the server as a refused push that retries forever.
    push: writable ? push : undefined,
  });
  if (ownStream) state.canceled$.subscribe((canceled) => canceled && ownStream.close());
  return state;
}
