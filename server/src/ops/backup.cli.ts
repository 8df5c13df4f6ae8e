// `npm run backup`: one backup of the data dir now, with the same settings as the schedule
// (KALAM_DATA_DIR, KALAM_BACKUP_DIR, KALAM_BACKUP_KEEP, S3 upload). Safe while the server runs:
// SQLite's backup API reads a consistent snapshot beside the server's writers.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runBackup } from './backup-run.ts';
import { backupSettings } from './backup.settings.ts';

const fail = (setting: string, reason: string): never => {
  console.error(`Backup cannot start. Setting ${setting}: ${reason}`);
  process.exit(1);
};
const settings = backupSettings(process.env, fail);
const dataDir = resolve(process.env.KALAM_DATA_DIR ?? './data');
const file = join(dataDir, 'kalam.sqlite');
if (!existsSync(file)) {
  console.error(`No database at ${file}; set KALAM_DATA_DIR to the data dir to back up.`);
  process.exit(1);
}
const sqlite = new Database(file, { fileMustExist: true });
// The server may be writing: wait for its locks instead of failing at once.
sqlite.pragma('busy_timeout = 5000');
try {
  const run = await runBackup(sqlite, dataDir, settings);
  console.info(`Backup written: ${run.path}`);
  if (run.uploaded.length) console.info(`Uploaded ${run.uploaded.length} objects to S3.`);
  if (run.pruned.length) console.info(`Deleted old backups: ${run.pruned.join(', ')}`);
} finally {
  sqlite.close();
}
