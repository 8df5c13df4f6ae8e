import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST } from './backup.ts';

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

/** Keep the newest `keep` backups and delete the rest; answers the names deleted. */
export async function pruneBackups(backupsDir: string, keep: number): Promise<string[]> {
  const all = await listBackups(backupsDir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) await rm(join(backupsDir, name), { recursive: true, force: true });
  return old;
}
