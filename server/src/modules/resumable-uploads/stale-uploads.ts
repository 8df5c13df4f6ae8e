import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '@tus/file-store';
import { fileStoreIn } from './file-store.ts';

/** An unfinished upload untouched this long is abandoned (decision 187). */
export const STALE_UPLOAD_MS = 24 * 60 * 60_000;

const INFO = '.json';

/**
 * Removes abandoned resumable uploads (decision 187): an upload that has not reached its length
 * and whose part and info file were last written more than `olderThanMs` before `now` goes,
 * part and `.json` together; so does a part or an info file left without the other. A finished
 * upload waits for the call that takes it, whatever its age.
 */
export class StaleUploads {
  private readonly store: FileStore;
  private readonly directory: string;

  constructor(dataDir: string) {
    this.directory = join(dataDir, 'resumable-uploads');
    this.store = fileStoreIn(this.directory);
  }

  /** Resolves to the ids removed. */
  async sweep(now: number, olderThanMs = STALE_UPLOAD_MS): Promise<string[]> {
    const names = new Set(await readdir(this.directory).catch(() => [] as string[]));
    const ids = new Set(
      [...names].map((name) => (name.endsWith(INFO) ? name.slice(0, -INFO.length) : name)),
    );
    const removed: string[] = [];
    for (const id of ids) {
      const part = join(this.directory, id);
      const info = part + INFO;
      const lastWrite = Math.max(
        ...(await Promise.all(
          [part, info].map((path) =>
            stat(path).then(
              (s) => s.mtimeMs,
              () => 0,
            ),
          ),
        )),
      );
      if (lastWrite > now - olderThanMs) continue;
      if (names.has(id) && names.has(id + INFO) && (await this.finished(id))) continue;
      await rm(part, { force: true });
      await rm(info, { force: true });
      removed.push(id);
    }
    return removed;
  }

  private async finished(id: string): Promise<boolean> {
    try {
      const upload = await this.store.getUpload(id);
      return upload.size !== undefined && upload.offset >= upload.size;
    } catch {
      return false;
    }
  }
}
