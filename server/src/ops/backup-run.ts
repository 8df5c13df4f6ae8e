import type Database from 'better-sqlite3';
import { takeBackup } from './backup.ts';
import type { BackupSettings } from './backup.settings.ts';
import { uploadBackup } from './backup-upload.ts';
import { pruneBackups } from './retention.ts';

export interface BackupRun {
  name: string;
  path: string;
  pruned: string[];
  uploaded: string[];
}

/** One backup as the schedule and `npm run backup` take it: take, upload (S3), keep N. */
export async function runBackup(
  sqlite: Database.Database,
  dataDir: string,
  settings: BackupSettings,
): Promise<BackupRun> {
  const taken = await takeBackup({ sqlite, dataDir, backupsDir: settings.dir });
  const uploaded = settings.s3 ? await uploadBackup(settings.s3, taken.path, taken.name) : [];
  // Prune only after the new backup is whole, so there are never fewer than `keep` good ones.
  const pruned = await pruneBackups(settings.dir, settings.keep);
  return { name: taken.name, path: taken.path, pruned, uploaded };
}
