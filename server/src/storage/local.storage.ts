import { createReadStream, mkdirSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ASSET_BUCKETS, type AssetBucket } from '@kalam/shared';
import { assertSafeName } from './safe-name.ts';
import type { ByteRange, ObjectStorage, ScratchFile } from './storage.port.ts';

function isMissing(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ENOENT';
}

/**
 * Files on the local disk under `<root>/<bucket>/<name>` (root is `KALAM_DATA_DIR/files`). The
 * scratch dir must be on the same disk, so taking a file in is one atomic rename: a reader sees
 * the whole file or none.
 */
export class LocalStorage implements ObjectStorage {
  readonly driver = 'local';

  constructor(private readonly root: string) {
    for (const bucket of ASSET_BUCKETS) mkdirSync(join(root, bucket), { recursive: true });
  }

  private pathOf(bucket: AssetBucket, name: string): string {
    assertSafeName(name);
    if (!ASSET_BUCKETS.includes(bucket)) throw new Error('unknown bucket');
    return join(this.root, bucket, name);
  }

  async put(bucket: AssetBucket, name: string, file: ScratchFile): Promise<void> {
    try {
      const target = this.pathOf(bucket, name);
      // Flush the bytes before the rename makes them visible, so a crash cannot leave a
      // complete-looking name over a partly written file.
      const handle = await open(file.path, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(file.path, target);
    } finally {
      await rm(file.path, { force: true });
    }
  }

  async read(
    bucket: AssetBucket,
    name: string,
    range?: ByteRange,
  ): Promise<ReadableStream<Uint8Array> | null> {
    let handle;
    try {
      handle = await open(this.pathOf(bucket, name), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const stream = createReadStream('', {
      fd: handle,
      start: range?.start,
      end: range?.end,
      autoClose: true,
    });
    return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  }

  async remove(bucket: AssetBucket, name: string): Promise<void> {
    await rm(this.pathOf(bucket, name), { force: true });
  }
}
