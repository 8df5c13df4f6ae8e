import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { BackupSettings } from './backup.settings.ts';

type S3Settings = NonNullable<BackupSettings['s3']>;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Copy one finished backup folder to the bucket of the S3 storage, under
 * `<prefix>backups/<name>/…`, one object per file. The manifest goes last, so a bucket copy
 * with a manifest is complete, as on disk. Answers the keys written.
 */
export async function uploadBackup(s3: S3Settings, backupPath: string, name: string) {
  // Loaded when a backup goes to S3, not when the server starts (decision 169).
  const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const files: string[] = [];
  for await (const file of walk(backupPath)) files.push(file);
  files.sort((a, b) => Number(a.endsWith('manifest.json')) - Number(b.endsWith('manifest.json')));
  const keys: string[] = [];
  try {
    for (const file of files) {
      const key = `${s3.keyPrefix}backups/${name}/${relative(backupPath, file).split('\\').join('/')}`;
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: (await stat(file)).size,
        }),
      );
      keys.push(key);
    }
  } finally {
    client.destroy();
  }
  return keys;
}
