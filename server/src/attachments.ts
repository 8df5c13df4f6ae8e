import type { Attach } from './attachment.ts';
import { attachPeer } from './modules/peer/peer.attachment.ts';
import { attachRealtime } from './compose/realtime.attachment.ts';
import { jobsAttachment } from './modules/jobs/jobs.attachment.ts';
import { paymentsAttachment } from './modules/payments/payments.attachment.ts';
import { syncAttachment } from './modules/sync/sync.attachment.ts';
import { backupAttachment } from './ops/backup.attachment.ts';

export type { Attach, Attachment } from './attachment.ts';

/** Started in order after HTTP listens, closed in reverse on shutdown. Areas append theirs. */
export const attachments: Attach[] = [
  jobsAttachment,
  attachRealtime,
  attachPeer,
  paymentsAttachment,
  syncAttachment,
  backupAttachment,
];
