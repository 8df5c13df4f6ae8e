import { mkdirSync } from 'node:fs';
import { FileStore } from '@tus/file-store';

/**
 * tus's file store makes its folder with an async mkdir it never awaits and whose failure it
 * throws outside any request: a server stopped right after it started (a short test) had its data
 * dir removed first, and the process saw an uncaught ENOENT. This store makes the folder at once,
 * in its constructor, so nothing is left running.
 */
class FolderFirstStore extends FileStore {}
Object.defineProperty(FolderFirstStore.prototype, 'checkOrCreateDirectory', {
  value(this: { directory: string }) {
    mkdirSync(this.directory, { recursive: true });
  },
});

/** The resumable uploads' file store in `directory` (made if missing). */
export function fileStoreIn(directory: string): FileStore {
  return new FolderFirstStore({ directory });
}
