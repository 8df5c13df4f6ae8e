import { describe, expect, it } from 'vitest';
import type { ChatMessageDto } from '@kalam/shared';
import {
  addPending,
  lastSeq,
  markFailed,
  mergeMessages,
  newMessageId,
  newestSent,
} from './chat-log.ts';

const message = (id: string, seq: number, text = id): ChatMessageDto => ({
  id,
  roomId: 'room-1',
  senderId: 'tutor',
  text,
  seq,
  createdAt: `2026-11-23T07:5${seq}:00.000Z`,
  editedAt: null,
  deleted: false,
});

describe('the in-session chat log', () => {
  it('keeps server order and one line per message, whatever order they come in', () => {
    const log = mergeMessages([], [message('c', 3), message('a', 1)]);
    const again = mergeMessages(log, [message('b', 2), message('a', 1)]);
    expect(again.map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows ours as pending at the end until the server copy replaces it', () => {
    let log = mergeMessages([], [message('a', 1)]);
    log = addPending(log, {
      id: 'mine',
      senderId: 'student',
      text: 'hello',
      createdAt: '2026-11-23T07:59:00.000Z',
      editedAt: null,
      deleted: false,
    });
    expect(log.map((l) => [l.id, l.status])).toEqual([
      ['a', 'sent'],
      ['mine', 'pending'],
    ]);
    log = mergeMessages(log, [{ ...message('mine', 2, 'hello'), senderId: 'student' }]);
    expect(log.map((l) => [l.id, l.status])).toEqual([
      ['a', 'sent'],
      ['mine', 'sent'],
    ]);
  });

  it('marks a refused message with its reason, never a sent one', () => {
    let log = addPending([], {
      id: 'x',
      senderId: 's',
      text: 't',
      createdAt: '2026-11-23T07:59:00.000Z',
      editedAt: null,
      deleted: false,
    });
    log = markFailed(log, 'x', 'السبب');
    expect(log[0]).toMatchObject({ status: 'failed', error: 'السبب' });
    const sent = mergeMessages([], [message('y', 1)]);
    expect(markFailed(sent, 'y', 'no')[0]!.status).toBe('sent');
  });

  it('takes edits and deletions in place', () => {
    const log = mergeMessages([], [message('a', 1, 'old')]);
    const edited = mergeMessages(log, [
      { ...message('a', 1, 'new'), editedAt: '2026-11-23T08:00:00.000Z' },
    ]);
    expect(edited[0]).toMatchObject({ text: 'new', editedAt: '2026-11-23T08:00:00.000Z' });
    expect(mergeMessages(edited, [{ ...message('a', 1, ''), deleted: true }])[0]!.deleted).toBe(
      true,
    );
  });

  it('knows where to catch up from after a reconnect', () => {
    expect(lastSeq([])).toBe(0);
    expect(lastSeq(mergeMessages([], [message('a', 4), message('b', 9)]))).toBe(9);
  });

  it('makes ids the server accepts', () => {
    const id = newMessageId((b) => b.fill(171));
    expect(id).toBe(`s-${'ab'.repeat(16)}`);
    expect(id).toMatch(/^[0-9a-zA-Z_-]{8,64}$/);
    expect(newMessageId()).not.toBe(newMessageId());
  });
});

describe('the read mark of what the lesson’s chat showed', () => {
  it('is the newest message the server has, not a pending one of ours', () => {
    expect(newestSent([])).toBeNull();
    let log = mergeMessages([], [message('b', 2), message('a', 1)]);
    expect(newestSent(log)).toBe('b');
    log = addPending(log, {
      id: 'mine',
      senderId: 'student',
      text: 'hello',
      createdAt: '2026-11-23T07:59:00.000Z',
      editedAt: null,
      deleted: false,
    });
    expect(newestSent(log)).toBe('b');
    log = mergeMessages(log, [{ ...message('mine', 3), senderId: 'student' }]);
    expect(newestSent(log)).toBe('mine');
  });
});
