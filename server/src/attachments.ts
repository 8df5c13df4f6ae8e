import type { Server } from 'node:http';
import type { AppDeps } from './deps.ts';
import { attachPeer } from './modules/peer/peer.attachment.ts';
import { attachRealtime } from './modules/realtime/realtime.attachment.ts';
import { jobsAttachment } from './modules/jobs/jobs.attachment.ts';
import { paymentsAttachment } from './modules/payments/payments.attachment.ts';
import { syncAttachment } from './modules/sync/sync.attachment.ts';

/** Something that runs beside HTTP on the same server: realtime, video signalling, jobs. */
export interface Attachment {
  close(): Promise<void>;
}

export type Attach = (context: { deps: AppDeps; http: Server }) => Promise<Attachment> | Attachment;

/** Started in order after HTTP listens, closed in reverse on shutdown. Areas append theirs. */
export const attachments: Attach[] = [
  jobsAttachment,
  attachRealtime,
  attachPeer,
  paymentsAttachment,
  syncAttachment,
];
