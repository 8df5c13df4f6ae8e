import { join } from 'node:path';
import { LocalStorage } from './local.storage.ts';
import { ScratchDir } from './scratch-dir.ts';
import type { StorageConfig } from './storage.config.ts';
import type { ByteRange, ObjectStorage, ScratchFile } from './storage.port.ts';
import type { AssetBucket } from '@kalam/shared';

/**
 * The S3 adapter, loaded on its first call: the AWS SDK is a fifth of the server's code and a
 * server on local disk never needs it (decision 169).
 */
class LazyS3Storage implements ObjectStorage {
  readonly driver = 's3';
  private real: Promise<ObjectStorage> | undefined;

  constructor(private readonly config: Extract<StorageConfig, { driver: 's3' }>) {}

  private store(): Promise<ObjectStorage> {
    this.real ??= import('./s3.storage.ts').then((m) => new m.S3Storage(this.config));
    return this.real;
  }

  async put(bucket: AssetBucket, name: string, file: ScratchFile): Promise<void> {
    return (await this.store()).put(bucket, name, file);
  }

  async read(bucket: AssetBucket, name: string, range?: ByteRange) {
    return (await this.store()).read(bucket, name, range);
  }

  async remove(bucket: AssetBucket, name: string): Promise<void> {
    return (await this.store()).remove(bucket, name);
  }
}

export interface FileStore {
  storage: ObjectStorage;
  scratch: ScratchDir;
}

/**
 * The storage the settings chose, and the scratch dir uploads arrive in. Both live under
 * `KALAM_DATA_DIR/files`, so the local adapter takes a file in with a rename on one disk.
 */
export function createFileStore(config: StorageConfig, dataDir: string): FileStore {
  const root = join(dataDir, 'files');
  const scratch = new ScratchDir(join(root, '.incoming'));
  const storage = config.driver === 's3' ? new LazyS3Storage(config) : new LocalStorage(root);
  return { storage, scratch };
}
