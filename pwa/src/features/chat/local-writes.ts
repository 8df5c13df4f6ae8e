import { errorMessage, issueCode, messageTextSchema } from '@kalam/shared';
import type { LocalDatabase } from '../../lib/db/local-database.ts';

/**
 * The chat screen's writes other than sending (useSendMessage): each changes the local
 * document at once and the sync push carries it to the server when the network allows
 * (sync/SPEC.md S4), so edits, deletions, read marks, pins and mutes work offline too.
 */

/** A message text by spec §5 (shared rule): the trimmed text, or the Arabic reason it is refused. */
export function checkText(text: string): { ok: true; text: string } | { ok: false; error: string } {
  const parsed = messageTextSchema.safeParse(text);
  if (parsed.success) return { ok: true, text: parsed.data };
  return { ok: false, error: errorMessage(issueCode(parsed.error.issues[0]!)) };
}

export async function editMessage(db: LocalDatabase, id: string, text: string): Promise<void> {
  const doc = await db.collections['chat-messages'].findOne(id).exec();
  if (!doc || doc.text === text) return;
  // A new text is a new try: the last refusal no longer describes it.
  await doc.incrementalModify((d) => {
    const { rejected: _old, ...rest } = d;
    return { ...rest, text };
  });
}

/** Deleted here at once; the server keeps the message's place and drops its text. */
export async function deleteMessage(db: LocalDatabase, id: string): Promise<void> {
  const doc = await db.collections['chat-messages'].findOne(id).exec();
  if (doc) await doc.remove();
}

/** Move my read mark to a message (the server never moves it back). */
export async function markRead(db: LocalDatabase, roomId: string, messageId: string) {
  const room = await db.collections['chat-rooms'].findOne(roomId).exec();
  if (!room || room.lastReadMessageId === messageId) return;
  await room.incrementalPatch({ lastReadMessageId: messageId });
}

/** My own pin or mute of a room. */
export async function setRoomFlag(
  db: LocalDatabase,
  roomId: string,
  flag: 'pinned' | 'muted',
  value: boolean,
): Promise<void> {
  const room = await db.collections['chat-rooms'].findOne(roomId).exec();
  if (room && room[flag] !== value) await room.incrementalPatch({ [flag]: value });
}
