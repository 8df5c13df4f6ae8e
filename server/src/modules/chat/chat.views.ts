import type { ChatMemberDto, ChatRoomDto } from '@kalam/shared';
import type { PresenceService } from '../realtime/index.ts';
import type { UsersRepository } from '../users/index.ts';
import { toMemberDto, toRoomDto } from './chat.dto.ts';
import type { ChatRepository, ChatRoomRow } from './chat.repository.ts';

interface ViewDeps {
  chat: ChatRepository;
  users: UsersRepository;
  presence: PresenceService;
}

/** A room's members as the chat list shows them, with their online state. */
export function memberDtos(deps: ViewDeps, roomId: string): ChatMemberDto[] {
  return deps.chat.memberIds(roomId).flatMap((id) => {
    const user = deps.users.byId(id);
    return user ? [toMemberDto(user, deps.presence.isOnline(id))] : [];
  });
}

/** A room as `viewerId` sees it; a viewer who is not a member (an admin) gets no message text. */
export function roomView(deps: ViewDeps, room: ChatRoomRow, viewerId: string): ChatRoomDto {
  const membership = deps.chat.member(room.id, viewerId);
  return toRoomDto(room, {
    membership,
    unread: membership ? deps.chat.unreadCount(room.id, viewerId, membership.lastReadSeq) : 0,
    lastMessage: membership ? deps.chat.lastMessage(room.id) : undefined,
    members: memberDtos(deps, room.id),
  });
}
