import type { ErrorCode } from '@kalam/shared';
import type { SyncCheckpoint, SyncCollectionName, SyncDoc } from '../protocol.ts';

/** Who is syncing: the signed-in caller as the server knows them. */
export interface SyncCaller {
  id: string;
}

/** A pushed document the handler has checked, for the storage to write through its services. */
export interface SyncWrite {
  id: string;
  /** The server's current document (null when the server has none the caller may see). */
  before: SyncDoc | null;
  after: SyncDoc;
  /** The writable fields whose value differs from `before`. */
  changed: string[];
}

/** A write the rules refused; nothing of it was stored. */
export type SyncWriteOutcome = { ok: true } | { ok: false; code: ErrorCode };

/**
 * What the handler needs from the server's side (the port). Every read is scoped to what the
 * caller may see (S8); writes go through the same services as the online calls (S5).
 */
export interface SyncStorage<C extends SyncCaller = SyncCaller> {
  /** Documents after the checkpoint in (updatedAt, id) order, at most `limit` (S1). */
  pull(
    collection: SyncCollectionName,
    caller: C,
    after: SyncCheckpoint | null,
    limit: number,
  ): Promise<SyncDoc[]> | SyncDoc[];
  /** The caller's current documents with these ids (deleted ones too), by id. */
  current(
    collection: SyncCollectionName,
    caller: C,
    ids: string[],
  ): Promise<Map<string, SyncDoc>> | Map<string, SyncDoc>;
  write(collection: SyncCollectionName, caller: C, write: SyncWrite): Promise<SyncWriteOutcome>;
  /** Calls `onChange` whenever data of a collection the caller sees may have changed. */
  watch(caller: C, onChange: (collection: SyncCollectionName) => void): () => void;
}
