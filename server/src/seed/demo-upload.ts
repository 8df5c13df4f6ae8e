import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReceivedFile } from '../modules/assets/index.ts';

/**
 * `bytes` as a multipart upload would hand them to a service: a scratch file with its first
 * bytes (what the type is sniffed from). The scratch dir is removed after `work`, whatever the
 * service did with the file.
 */
export async function asUpload<T>(
  field: string,
  name: string,
  bytes: Buffer,
  work: (file: ReceivedFile) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'kalam-demo-upload-'));
  const path = join(dir, name);
  await writeFile(path, bytes);
  try {
    return await work({ field, path, size: bytes.length, head: bytes.subarray(0, 4100) });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
