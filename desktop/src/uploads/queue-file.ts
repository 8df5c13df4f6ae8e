import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

/** What survives a restart: the file, and the address the server gave its upload (tus). */
export const queueRecordSchema = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  /** The file's modification time when queued: a changed file is not resumed into the old upload. */
  mtimeMs: z.number(),
  uploadUrl: z.string().nullable(),
  state: z.enum(['waiting', 'done', 'failed', 'canceled']),
});
export type QueueRecord = z.infer<typeof queueRecordSchema>;

/** The queue on disk (the app's user-data folder), written whole and renamed into place. */
export class QueueFile {
  constructor(private readonly path: string) {}

  async load(): Promise<QueueRecord[]> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch {
      return [];
    }
    const parsed = z.array(queueRecordSchema).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  }

  async save(records: readonly QueueRecord[]): Promise<void> {
    await mkdir(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(records));
    await rename(temporary, this.path);
  }
}
