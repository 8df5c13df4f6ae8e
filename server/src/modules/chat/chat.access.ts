import { AppError } from '@kalam/shared';
import type { ChatCaller } from './chat.caller.ts';
import type { ChatRepository, ChatRoomRow } from './chat.repository.ts';

/** A room that exists and is not deleted, else `room-not-found`. */
export function liveRoom(chat: ChatRepository, roomId: string): ChatRoomRow {
  const room = chat.room(roomId);
  if (!room || room.deleted) throw new AppError('room-not-found');
  return room;
}

/** The room, when the caller is a member of it (the one rule for reading and writing). */
export function memberRoom(chat: ChatRepository, caller: ChatCaller, roomId: string): ChatRoomRow {
  const room = liveRoom(chat, roomId);
  if (!chat.isMember(room.id, caller.id)) throw new AppError('not-room-member');
  return room;
}
