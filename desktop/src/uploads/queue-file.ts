import { z } from 'zod';
import { JsonFile } from '../storage/json-file.ts';

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

/** The upload queue on disk (`userData/uploads.json`). */
export class QueueFile extends JsonFile<QueueRecord[]> {
  constructor(path: string) {
    super(path, z.array(queueRecordSchema), []);
  }
}
