import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST } from './backup.ts';

/** A backup left unfinished by a crash; none takes this long, so an older one is dead. */
const STALE_PARTIAL_MS = 24 * 3_600_000;

/** The finished backups in a folder, oldest first (their names sort by time). */
export async function listBackups(backupsDir: string): Promise<string[]> {
  if (!existsSync(backupsDir)) return [];
  const entries = await readdir(backupsDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && /^kalam-[0-9TZ-]+$/.test(e.name))
    .filter((e) => existsSync(join(backupsDir, e.name, MANIFEST)))
    .map((e) => e.name)
    .sort();
}

/**
 * Keep the newest `keep` backups and delete the rest, and the `.partial` folders a crash left
 * more than a day ago; answers the names deleted.
 */
export async function pruneBackups(
  backupsDir: string,
  keep: number,
  now = Date.now(),
): Promise<string[]> {
  const all = await listBackups(backupsDir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const entry of await readdir(backupsDir, { withFileTypes: true }))
    if (entry.isDirectory() && /^kalam-[0-9TZ-]+\.partial$/.test(entry.name)) {
      const { mtimeMs } = await stat(join(backupsDir, entry.name));
      if (now - mtimeMs > STALE_PARTIAL_MS) old.push(entry.name);
    }
  for (const name of old) await rm(join(backupsDir, name), { recursive: true, force: true });
  return old;
}
