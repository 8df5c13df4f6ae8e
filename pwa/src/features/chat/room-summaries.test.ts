import { describe, expect, it } from 'vitest';
import type { ChatMessageDoc, ChatRoomDoc } from '@kalam/sync';
import {
  generalRoomWith,
  readSeqOf,
  roomSummaries,
  searchRooms,
  unreadCount,
  withLiveGenders,
} from './room-summaries.ts';

const ME = 'student-1';
const person = (id: string, name: string, role: 'Student' | 'Tutor' = 'Tutor') => ({
  id,
  name,
  role,
  image: null,
  gender: null,
});

function room(id: string, over: Partial<ChatRoomDoc> = {}): ChatRoomDoc {
  return {
    id,
    kind: 'General',
    refId: null,
    members: [person(ME, 'سارة محمود', 'Student'), person(`tutor-${id}`, `مدرّس ${id}`)],
    pinned: false,
    muted: false,
    lastReadSeq: 0,
    lastReadMessageId: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: 1,
    ...over,
  };
}

let n = 0;
function msg(roomId: string, seq: number, over: Partial<ChatMessageDoc> = {}): ChatMessageDoc {
  n += 1;
  return {
    id: `m-${roomId}-${n}`,
    roomId,
    senderId: `tutor-${roomId}`,
    text: `رسالة ${n}`,
    seq,
    createdAt: new Date(Date.parse('2026-11-10T08:00:00.000Z') + n * 60_000).toISOString(),
    editedAt: null,
    updatedAt: n,
    ...over,
  };
}

describe('the room list', () => {
  it('counts the others’ messages after my read mark, never mine or pending ones', () => {
    const r = room('a', { lastReadSeq: 2 });
    const list = [
      msg('a', 1),
      msg('a', 2),
      msg('a', 3),
      msg('a', 4, { senderId: ME }),
      msg('a', 5),
      msg('a', 0, { senderId: ME }),
    ];
    expect(unreadCount(r, list, ME)).toBe(2);
  });

  it('takes a read mark this device moved before the server answered', () => {
    const list = [msg('a', 1), msg('a', 2), msg('a', 3)];
    const r = room('a', { lastReadSeq: 1, lastReadMessageId: list[2]!.id });
    expect(readSeqOf(r, list)).toBe(3);
    expect(unreadCount(r, list, ME)).toBe(0);
    // The server's mark wins when it is further (the message may not be on this device).
    expect(readSeqOf(room('a', { lastReadSeq: 7, lastReadMessageId: 'gone' }), list)).toBe(7);
  });

  it('puts pinned rooms first, then the most recent activity', () => {
    const rooms = [room('old'), room('busy'), room('pinned', { pinned: true }), room('quiet')];
    const messages = [msg('old', 1), msg('pinned', 1), msg('busy', 1), msg('busy', 2)];
    const order = roomSummaries(rooms, messages, ME).map((s) => s.room.id);
    // «quiet» has no message: its creation time is its activity, older than every message.
    expect(order).toEqual(['pinned', 'busy', 'old', 'quiet']);
  });

  it('shows a message written offline as the newest of its room', () => {
    const stored = msg('a', 9);
    const pending = msg('a', 0, { senderId: ME, text: 'مكتوبة من غير نت' });
    const [summary] = roomSummaries([room('a')], [pending, stored], ME);
    expect(summary!.last?.text).toBe('مكتوبة من غير نت');
    expect(summary!.others.map((o) => o.id)).toEqual(['tutor-a']);
  });

  it('finds rooms by the other person’s name however the alef is written, then by message', () => {
    const rooms = [
      room('a', { members: [person(ME, 'سارة'), person('t1', 'أحمد حسن')] }),
      room('b', { members: [person(ME, 'سارة'), person('t2', 'منى سعيد')] }),
      room('c', { members: [person(ME, 'سارة'), person('t3', 'كريم')] }),
    ];
    const messages = [
      msg('b', 1, { text: 'نتكلم عن present perfect بكرة' }),
      msg('b', 2, { text: 'تمام' }),
      msg('c', 1, { text: 'شكرًا يا أستاذ' }),
    ];
    const summaries = roomSummaries(rooms, messages, ME);
    expect(searchRooms(summaries, messages, 'احمد').map((s) => s.room.id)).toEqual(['a']);
    const byText = searchRooms(summaries, messages, 'Present');
    expect(byText.map((s) => s.room.id)).toEqual(['b']);
    expect(byText[0]!.hit?.text).toContain('present perfect');
    expect(searchRooms(summaries, messages, 'استاذ').map((s) => s.room.id)).toEqual(['c']);
    expect(searchRooms(summaries, messages, '   ')).toHaveLength(3);
    expect(searchRooms(summaries, messages, 'لا يوجد')).toEqual([]);
  });

  it('knows the General room shared with someone, not a lesson room with them', () => {
    const lesson = room('l', {
      kind: 'Lesson',
      refId: 'lesson-1',
      members: [person(ME, 'سارة'), person('t1', 'أحمد')],
    });
    const general = room('g', { members: [person(ME, 'سارة'), person('t1', 'أحمد')] });
    expect(generalRoomWith([lesson, general], 't1')?.id).toBe('g');
    expect(generalRoomWith([lesson], 't1')).toBeNull();
  });
});

describe('the members’ genders as the server last said them (decision 230)', () => {
  it('replace a room document’s older copy, and leave rooms with nothing newer as they were', () => {
    const a = room('a');
    const b = room('b');
    const out = withLiveGenders(
      [a, b],
      new Map([
        ['tutor-a', 'female'],
        [ME, null],
      ]),
    );
    expect(out[0]!.members.map((m) => m.gender)).toEqual([null, 'female']);
    expect(a.members[1]!.gender).toBeNull(); // the local document itself is not touched
    expect(out[1]).toBe(b);
    expect(withLiveGenders([a], new Map())[0]).toBe(a);
  });
});
