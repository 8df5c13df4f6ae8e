import type { ChatMessageDoc } from '@kalam/sync';
import type { LocalDatabase } from './local-database.ts';

/**
 * A message written on this device: stored locally at once and pushed when the network allows.
 * The id is made here, so a retried push can never store it twice (sync/SPEC.md S11).
 */
export async function writeMessage(
  db: LocalDatabase,
  message: { roomId: string; senderId: string; text: string },
  now: Date = new Date(),
): Promise<ChatMessageDoc> {
  const doc: ChatMessageDoc = {
    id: crypto.randomUUID(),
    roomId: message.roomId,
    senderId: message.senderId,
    text: message.text,
    // Set by the server; 0 until it has the message.
    seq: 0,
    createdAt: now.toISOString(),
    editedAt: null,
    updatedAt: 0,
  };
  await db.collections['chat-messages'].insert(doc);
  return doc;
}

/** Not on the server yet (written offline, or the push is on its way). */
export const isPending = (message: ChatMessageDoc) => message.seq === 0 && !message.rejected;

/** A room's messages in its one order; pending ones after the stored ones, oldest first. */
export function roomOrder(a: ChatMessageDoc, b: ChatMessageDoc): number {
  const rank = (m: ChatMessageDoc) => (m.seq === 0 ? Number.MAX_SAFE_INTEGER : m.seq);
  return rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt);
}
