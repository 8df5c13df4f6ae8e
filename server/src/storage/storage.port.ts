import type { AssetBucket } from '@kalam/shared';

/** A finished upload waiting in the scratch dir: checked, re-encoded, complete. */
export interface ScratchFile {
  path: string;
  size: number;
  contentType: string;
}

/** Bytes `start` to `end`, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where stored files live (local disk by default, S3-compatible as the other adapter). Names
 * are made by the server and checked before they get here; adapters check them again.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /**
   * Take a complete scratch file into the store under `bucket/name`. The object appears whole
   * or not at all; the scratch file is gone afterwards, whether this succeeds or throws.
   */
  put(bucket: AssetBucket, name: string, file: ScratchFile): Promise<void>;
  /** The bytes (or a range of them), or null when there is no such object. */
  read(
    bucket: AssetBucket,
    name: string,
    range?: ByteRange,
  ): Promise<ReadableStream<Uint8Array> | null>;
  /** Forget an object; a missing one is not an error. */
  remove(bucket: AssetBucket, name: string): Promise<void>;
}
