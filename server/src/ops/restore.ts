import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST, type BackupManifest } from './backup.ts';

/** A restore that must not happen; the message says why (the CLI prints it and exits 1). */
export class RestoreRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RestoreRefused';
  }
}

/** Check a backup folder before anything is written: manifest present, database intact. */
function checkBackup(backup: string): BackupManifest {
  const manifestFile = join(backup, MANIFEST);
  if (!existsSync(manifestFile))
    throw new RestoreRefused(`${backup} is not a finished Kalam backup (no ${MANIFEST})`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 1)
    throw new RestoreRefused(`${backup} has backup format ${manifest.format}; this Kalam reads 1`);
  const db = new Database(join(backup, manifest.database), { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new RestoreRefused(`${backup}: database integrity_check: ${result}`);
  } finally {
    db.close();
  }
  return manifest;
}

/**
 * Bring a backup back into an empty data dir. A dir that holds anything is refused: restoring
 * over live data would mix two times, and the operator should move the old dir aside by hand.
 */
export async function restoreBackup(backup: string, dataDir: string): Promise<BackupManifest> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new RestoreRefused(
      `${dataDir} is not empty; restore only into an empty data dir (move the old one aside)`,
    );
  const manifest = checkBackup(backup);
  await mkdir(dataDir, { recursive: true });
  await copyFile(join(backup, manifest.database), join(dataDir, 'kalam.sqlite'));
  if (manifest.files) await cp(join(backup, 'files'), join(dataDir, 'files'), { recursive: true });
  if (manifest.secrets)
    await cp(join(backup, 'secrets'), join(dataDir, 'secrets'), { recursive: true });
  return manifest;
}
