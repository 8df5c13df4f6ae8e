import type { Server } from 'node:http';
import type { AppDeps } from './deps.ts';

/** Something that runs beside HTTP on the same server: realtime, video signalling, jobs. */
export interface Attachment {
  close(): Promise<void>;
}

/** Starts an attachment once HTTP listens; the list of them is attachments.ts. */
export type Attach = (context: { deps: AppDeps; http: Server }) => Promise<Attachment> | Attachment;
