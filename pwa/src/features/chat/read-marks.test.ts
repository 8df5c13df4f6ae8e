import { describe, expect, it } from 'vitest';
import type { ChatMessageDoc, ChatRoomDoc } from '@kalam/sync';
import {
  messageStatus,
  othersReadFloor,
  OthersReadMarks,
  readMarkTarget,
  syncedOthersRead,
} from './read-marks.ts';

const ME = 'me';
const room = (over: Partial<ChatRoomDoc> = {}): ChatRoomDoc => ({
  id: 'r',
  kind: 'General',
  refId: null,
  members: [],
  pinned: false,
  muted: false,
  lastReadSeq: 0,
  lastReadMessageId: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: 1,
  ...over,
});
const msg = (id: string, seq: number, senderId = 'other', over: Partial<ChatMessageDoc> = {}) => ({
  id,
  roomId: 'r',
  senderId,
  text: id,
  seq,
  createdAt: '2026-11-10T08:00:00.000Z',
  editedAt: null,
  updatedAt: seq,
  ...over,
});

describe('read marks', () => {
  it('moves my mark to the newest stored message when the others wrote something unread', () => {
    const list = [msg('a', 1), msg('b', 2), msg('c', 3, ME), msg('p', 0, ME)];
    expect(readMarkTarget(room({ lastReadSeq: 1 }), list, ME)?.id).toBe('c');
  });

  it('writes nothing when everything of the others is read, or only mine is new', () => {
    const list = [msg('a', 1), msg('b', 2, ME), msg('p', 0, ME)];
    expect(readMarkTarget(room({ lastReadSeq: 1 }), list, ME)).toBeNull();
    expect(readMarkTarget(room({ lastReadMessageId: 'a' }), list, ME)).toBeNull();
    expect(readMarkTarget(room(), [], ME)).toBeNull();
  });

  it('tells my message pending, sent, read or refused', () => {
    expect(messageStatus(msg('p', 0, ME), 5)).toBe('pending');
    expect(messageStatus(msg('s', 6, ME), 5)).toBe('sent');
    expect(messageStatus(msg('r', 5, ME), 5)).toBe('read');
    expect(messageStatus(msg('x', 0, ME, { rejected: 'unverified-email' }), 5)).toBe('rejected');
    // A refused edit leaves the stored message as it was: still sent.
    expect(messageStatus(msg('e', 7, ME, { rejected: 'long-message-text' }), 5)).toBe('sent');
  });

  it('keeps the furthest mark the others reached in each room, never mine', () => {
    const marks = new OthersReadMarks(() => ME);
    let heard = 0;
    marks.subscribe(() => (heard += 1));
    marks.apply({ roomId: 'r', userId: 'other', messageId: 'b', seq: 2 });
    marks.apply({ roomId: 'r', userId: 'other', messageId: 'a', seq: 1 });
    marks.apply({ roomId: 'r', userId: ME, messageId: 'z', seq: 9 });
    marks.apply({ roomId: 'q', userId: 'other', messageId: 'c', seq: 4 });
    expect(marks.of('r')).toBe(2);
    expect(marks.of('q')).toBe(4);
    expect(marks.of('none')).toBe(0);
    expect(heard).toBe(2);
  });
});

describe('read marks after a reload', () => {
  it('counts everything before the others’ last message as read by them', () => {
    const list = [msg('a', 1, ME), msg('b', 2), msg('c', 3, ME), msg('p', 0, ME)];
    expect(othersReadFloor(list, ME)).toBe(2);
    expect(othersReadFloor([msg('a', 1, ME)], ME)).toBe(0);
  });
});

describe('read marks from the local database (decision 108)', () => {
  const mark = (roomId: string, userId: string, lastReadSeq: number) => ({
    id: `${roomId}-${userId}`,
    roomId,
    userId,
    lastReadSeq,
    updatedAt: 1,
  });

  it('gives each room the furthest mark of the others, never mine', () => {
    const seqs = syncedOthersRead(
      [mark('r', 'other', 4), mark('r', 'third', 6), mark('r', ME, 9), mark('q', 'other', 2)],
      ME,
    );
    expect(seqs.get('r')).toBe(6);
    expect(seqs.get('q')).toBe(2);
    expect(seqs.has('none')).toBe(false);
  });

  it('turns my stored message «read» once the synced mark reaches it, after a reload too', () => {
    const seqs = syncedOthersRead([mark('r', 'other', 5)], ME);
    expect(messageStatus(msg('m5', 5, ME), seqs.get('r') ?? 0)).toBe('read');
    expect(messageStatus(msg('m6', 6, ME), seqs.get('r') ?? 0)).toBe('sent');
  });
});
