import type { Server } from 'node:http';
import type { AppDeps } from './deps.ts';

/** Something that runs beside HTTP on the same server: realtime, video signalling, jobs. */
export interface Attachment {
  close(): Promise<void>;
}

export type Attach = (context: { deps: AppDeps; http: Server }) => Promise<Attachment> | Attachment;

/** Started in order after HTTP listens, closed in reverse on shutdown. Areas append theirs. */
export const attachments: Attach[] = [];
