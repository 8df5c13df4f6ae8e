import type { ChatMessageDoc, ChatReadDoc, ChatRoomDoc } from '@kalam/sync';
import type { MessageReadEvent } from '@kalam/shared';
import { readSeqOf } from './room-summaries.ts';

/**
 * The message to move my read mark to when I look at a room: its newest stored message, but only
 * when something of the others is still unread (no write, and no push, otherwise).
 */
export function readMarkTarget(
  room: ChatRoomDoc,
  messages: ChatMessageDoc[],
  me: string,
): ChatMessageDoc | null {
  const read = readSeqOf(room, messages);
  if (!messages.some((m) => m.senderId !== me && m.seq > read)) return null;
  let target: ChatMessageDoc | null = null;
  for (const m of messages) if (m.seq > (target?.seq ?? read)) target = m;
  return target;
}

/**
 * What the room itself proves the others have read: a message they wrote comes after all they
 * saw, because this app marks a room read when it shows it (decision 098). It fills in after a
 * reload, when the live marks of `OthersReadMarks` are gone.
 */
export function othersReadFloor(messages: ChatMessageDoc[], me: string): number {
  let seq = 0;
  for (const m of messages) if (m.senderId !== me && m.seq > seq) seq = m.seq;
  return seq;
}

/** What one of my messages shows beside its time. */
export type MessageStatus = 'pending' | 'rejected' | 'sent' | 'read';

/**
 * Pending while the server has not stored it (seq 0), refused when the server's rules said no,
 * read once the other side's mark reached it, sent otherwise.
 */
export function messageStatus(message: ChatMessageDoc, othersReadSeq: number): MessageStatus {
  if (message.rejected) return message.seq === 0 ? 'rejected' : 'sent';
  if (message.seq === 0) return 'pending';
  return message.seq <= othersReadSeq ? 'read' : 'sent';
}

/**
 * How far the others have read in each room, from their synced marks (`chat-reads`, decision
 * 108): kept on the device, so «read» survives a reload and shows offline. The furthest of the
 * others, as the socket's marks are (decision 098).
 */
export function syncedOthersRead(reads: readonly ChatReadDoc[], me: string): Map<string, number> {
  const seqs = new Map<string, number>();
  for (const mark of reads)
    if (mark.userId !== me && mark.lastReadSeq > (seqs.get(mark.roomId) ?? 0))
      seqs.set(mark.roomId, mark.lastReadSeq);
  return seqs;
}

/**
 * How far the others have read, per room, as the socket tells it (`chat:message-read`): heard
 * at once, while the synced marks (`syncedOthersRead`) follow a sync pull later.
 */
export class OthersReadMarks {
  private readonly seqs = new Map<string, number>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly me: () => string | null) {}

  apply(event: MessageReadEvent): void {
    if (!event || event.userId === this.me()) return;
    if ((this.seqs.get(event.roomId) ?? 0) >= event.seq) return;
    this.seqs.set(event.roomId, event.seq);
    for (const listener of this.listeners) listener();
  }

  of(roomId: string): number {
    return this.seqs.get(roomId) ?? 0;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.seqs.clear();
  }
}
