import type { Gender } from '@kalam/shared';
import type { ChatMessageDoc, ChatRoomDoc, ChatRoomMemberDoc } from '@kalam/sync';
import { roomOrder } from '../../lib/db/messages.ts';
import { foldArabic, matches } from './search.ts';

/** One line of the room list, worked out from the local database alone (works offline). */
export interface RoomSummary {
  room: ChatRoomDoc;
  /** Everyone in the room but me (a General room has one). */
  others: ChatRoomMemberDoc[];
  /** The newest message, a pending one included. */
  last: ChatMessageDoc | null;
  /** Messages of the others after my read mark. */
  unread: number;
  /** When the room last saw a message (or was made): the list's order after pins. */
  activity: string;
  /** The message a search found, when the room matched by a message rather than a name. */
  hit?: ChatMessageDoc;
}

/**
 * The rooms with each member's gender as the server last said it (the rooms list asked at every
 * connect): a room document keeps the gender it had when it last changed (decision 230). A room
 * with nothing newer stays the same object.
 */
export function withLiveGenders(
  rooms: ChatRoomDoc[],
  genders: ReadonlyMap<string, Gender | null>,
): ChatRoomDoc[] {
  if (genders.size === 0) return rooms;
  return rooms.map((room) => {
    const stale = room.members.some((m) => genders.has(m.id) && genders.get(m.id) !== m.gender);
    if (!stale) return room;
    const members = room.members.map((m) =>
      genders.has(m.id) ? { ...m, gender: genders.get(m.id)! } : m,
    );
    return { ...room, members };
  });
}

/** Messages grouped by room. */
export function byRoom(messages: ChatMessageDoc[]): Map<string, ChatMessageDoc[]> {
  const out = new Map<string, ChatMessageDoc[]>();
  for (const m of messages) {
    const list = out.get(m.roomId);
    if (list) list.push(m);
    else out.set(m.roomId, [m]);
  }
  return out;
}

/**
 * How far I have read: the server's `lastReadSeq`, or further when this device has moved the
 * mark (`lastReadMessageId`) and the server has not answered yet.
 */
export function readSeqOf(room: ChatRoomDoc, messages: ChatMessageDoc[]): number {
  const marked = room.lastReadMessageId
    ? messages.find((m) => m.id === room.lastReadMessageId)?.seq
    : undefined;
  return Math.max(room.lastReadSeq, marked ?? 0);
}

/** Stored messages of the others after my read mark (pending ones are always mine). */
export function unreadCount(room: ChatRoomDoc, messages: ChatMessageDoc[], me: string): number {
  const read = readSeqOf(room, messages);
  return messages.filter((m) => m.senderId !== me && m.seq > read).length;
}

/** The latest message in the room's one order (a pending message comes after stored ones). */
function newest(messages: ChatMessageDoc[]): ChatMessageDoc | null {
  let best: ChatMessageDoc | null = null;
  for (const m of messages) if (!best || roomOrder(m, best) > 0) best = m;
  return best;
}

export function summarize(room: ChatRoomDoc, messages: ChatMessageDoc[], me: string): RoomSummary {
  const last = newest(messages);
  return {
    room,
    others: room.members.filter((m) => m.id !== me),
    last,
    unread: unreadCount(room, messages, me),
    activity: last && last.createdAt > room.createdAt ? last.createdAt : room.createdAt,
  };
}

/** Spec §2: pinned rooms first, then the most recently active; the id breaks ties. */
export function compareRooms(a: RoomSummary, b: RoomSummary): number {
  if (a.room.pinned !== b.room.pinned) return a.room.pinned ? -1 : 1;
  if (a.activity !== b.activity) return a.activity < b.activity ? 1 : -1;
  return a.room.id < b.room.id ? -1 : a.room.id > b.room.id ? 1 : 0;
}

/** Every room of the user, summarised and in the list's order. */
export function roomSummaries(
  rooms: ChatRoomDoc[],
  messages: ChatMessageDoc[],
  me: string,
): RoomSummary[] {
  const grouped = byRoom(messages);
  return rooms.map((room) => summarize(room, grouped.get(room.id) ?? [], me)).sort(compareRooms);
}

/**
 * The rooms a search keeps, in the same order: those whose people's names match, then those
 * with a message that does (the newest such message is shown as the row's preview).
 */
export function searchRooms(
  summaries: RoomSummary[],
  messages: ChatMessageDoc[],
  query: string,
): RoomSummary[] {
  const folded = foldArabic(query);
  if (!folded) return summaries;
  const grouped = byRoom(messages);
  const out: RoomSummary[] = [];
  for (const summary of summaries) {
    if (summary.others.some((o) => matches(o.name, folded))) {
      out.push(summary);
      continue;
    }
    const found = (grouped.get(summary.room.id) ?? []).filter((m) => matches(m.text, folded));
    const hit = newest(found);
    if (hit) out.push({ ...summary, hit });
  }
  return out;
}

/** The General room I share with a user, if this device has it. */
export function generalRoomWith(rooms: ChatRoomDoc[], userId: string): ChatRoomDoc | null {
  return rooms.find((r) => r.kind === 'General' && r.members.some((m) => m.id === userId)) ?? null;
}
