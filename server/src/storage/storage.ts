import { join } from 'node:path';
import { LocalStorage } from './local.storage.ts';
import { S3Storage } from './s3.storage.ts';
import { ScratchDir } from './scratch-dir.ts';
import type { StorageConfig } from './storage.config.ts';
import type { ObjectStorage } from './storage.port.ts';

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
  const storage = config.driver === 's3' ? new S3Storage(config) : new LocalStorage(root);
  return { storage, scratch };
}
