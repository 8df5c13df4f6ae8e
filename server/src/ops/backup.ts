import type Database from 'better-sqlite3';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** What a backup folder holds; written last, so a folder without it is an unfinished backup. */
export interface BackupManifest {
  format: 1;
  takenAt: string;
  database: 'kalam.sqlite';
  /** Whether the uploaded files (data dir `files/`) are in the backup. */
  files: boolean;
  /** Whether the generated token secret (data dir `secrets/`, `local` only) is in the backup. */
  secrets: boolean;
}

export const MANIFEST = 'manifest.json';
const DB_FILE = 'kalam.sqlite';

/** `kalam-2026-11-24T03-00-00-000Z`: sorts by time, safe in every file system and S3 key. */
export function backupName(at: Date): string {
  return `kalam-${at.toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Take one backup of a live data dir into `<backupsDir>/<name>/`. The database goes through
 * SQLite's online backup API, so writers keep going and the copy is one consistent snapshot
 * (a file copy of a WAL database can catch it half-written). Uploaded files are copied after
 * the database: a file may be newer than the snapshot (harmless, an orphan) but every asset row
 * in the snapshot already had its file, because a file is stored before its row is written.
 * The folder is built under a `.partial` name and renamed when complete.
 */
export async function takeBackup(options: {
  sqlite: Database.Database;
  dataDir: string;
  backupsDir: string;
  at?: Date;
}): Promise<{ name: string; path: string; manifest: BackupManifest }> {
  const name = backupName(options.at ?? new Date());
  const path = join(options.backupsDir, name);
  const partial = `${path}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    await options.sqlite.backup(join(partial, DB_FILE));
    const files = join(options.dataDir, 'files');
    const hasFiles = existsSync(files);
    if (hasFiles)
      await cp(files, join(partial, 'files'), {
        recursive: true,
        // Uploads still arriving are not files yet.
        filter: (source) => !source.startsWith(join(files, '.incoming')),
      });
    const secrets = join(options.dataDir, 'secrets');
    const hasSecrets = existsSync(secrets);
    if (hasSecrets) await cp(secrets, join(partial, 'secrets'), { recursive: true });
    const manifest: BackupManifest = {
      format: 1,
      takenAt: (options.at ?? new Date()).toISOString(),
      database: DB_FILE,
      files: hasFiles,
      secrets: hasSecrets,
    };
    await writeFile(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, path);
    return { name, path, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
