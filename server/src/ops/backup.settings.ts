import { resolve } from 'node:path';
import { z } from 'zod';
import { storageConfig, type StorageConfig } from '../storage/storage.config.ts';

/** How backups are taken and kept (README "Settings", decision 160). */
export interface BackupSettings {
  /** The folder backups are written to; never inside the data dir, which a restore needs empty. */
  dir: string;
  /** Hours between scheduled backups; 0 turns the schedule off. */
  everyHours: number;
  /** How many backups to keep; older ones are deleted after each new one. */
  keep: number;
  /** Also upload each backup to the S3 bucket (only when KALAM_STORAGE is s3). */
  s3?: Extract<StorageConfig, { driver: 's3' }>;
}

const schema = z.object({
  KALAM_SERVER_TARGET: z.string().default('local'),
  KALAM_DATA_DIR: z.string().min(1).default('./data'),
  KALAM_BACKUP_DIR: z.string().min(1).optional(),
  KALAM_BACKUP_EVERY_HOURS: z.coerce
    .number({ error: 'must be a number of hours (0 turns it off)' })
    .min(0, 'must be 0 or more')
    .max(24 * 31, 'must be at most a month of hours')
    .optional(),
  KALAM_BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must keep at least one backup')
    .default(7),
  KALAM_BACKUP_S3: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('1'),
});

/** Read the backup settings; `fail` names a bad one. */
export function backupSettings(
  env: Record<string, string | undefined>,
  fail: (setting: string, reason: string) => never,
): BackupSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(String(issue.path[0] ?? 'KALAM_BACKUP_DIR'), issue.message);
  }
  const e = parsed.data;
  const dir = resolve(e.KALAM_BACKUP_DIR ?? `${e.KALAM_DATA_DIR.replace(/\/+$/, '')}-backups`);
  const dataDir = resolve(e.KALAM_DATA_DIR);
  if (dir === dataDir || dir.startsWith(`${dataDir}/`))
    return fail('KALAM_BACKUP_DIR', 'must be outside KALAM_DATA_DIR');
  const storage = storageConfig(env, fail);
  return {
    dir,
    // Daily where real users' data lives; a developer's local data dir is not worth the disk.
    everyHours: e.KALAM_BACKUP_EVERY_HOURS ?? (e.KALAM_SERVER_TARGET === 'local' ? 0 : 24),
    keep: e.KALAM_BACKUP_KEEP,
    s3: storage.driver === 's3' && e.KALAM_BACKUP_S3 === '1' ? storage : undefined,
  };
}
