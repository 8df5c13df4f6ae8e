import { AppError, isAdmin, type ChatMemberDto, type ChatRoomDto } from '@kalam/shared';
import type { PresenceService } from '../realtime/index.ts';
import type { UsersRepository } from '../users/index.ts';
import { liveRoom, memberRoom } from './chat.access.ts';
import { toMessageDto } from './chat.dto.ts';
import { pairKeyOf, type ChatRepository } from './chat.repository.ts';
import type { ChatCaller } from './chat.caller.ts';
import { memberDtos, roomView } from './chat.views.ts';

/**
 * What the chat screens read. Members read their rooms; admins may list anyone's rooms and a
 * room's members (support), but read no message text that is not theirs (decision 031).
 */
export class ChatQueries {
  constructor(
    private readonly deps: {
      chat: ChatRepository;
      users: UsersRepository;
      presence: PresenceService;
    },
  ) {}

  roomsOf(caller: ChatCaller, userId: string, page: { page: number; size: number }) {
    if (userId !== caller.id && !isAdmin(caller.role)) throw new AppError('forbidden');
    const { list, total } = this.deps.chat.membershipsOf(userId, {
      offset: (page.page - 1) * page.size,
      size: page.size,
    });
    return {
      list: list.map((m) => {
        const dto = roomView(this.deps, this.deps.chat.room(m.roomId)!, caller.id);
        // The listed user's own pin and mute, whoever looks.
        return { ...dto, pinned: m.pinned, muted: m.muted };
      }),
      total,
    };
  }

  messages(
    caller: ChatCaller,
    roomId: string,
    page: { before?: number; after?: number; size: number },
  ) {
    const room = memberRoom(this.deps.chat, caller, roomId);
    const { list, total } = this.deps.chat.messages(room.id, page);
    return { list: list.map(toMessageDto), total };
  }

  roomByMembers(caller: ChatCaller, memberIds: string[]): ChatRoomDto {
    const ids = [...new Set(memberIds)];
    if (ids.length !== 2) throw new AppError('bad-request');
    if (!ids.includes(caller.id) && !isAdmin(caller.role)) throw new AppError('forbidden');
    const room = this.deps.chat.roomByPair(pairKeyOf(ids[0]!, ids[1]!));
    if (!room || room.deleted) throw new AppError('room-not-found');
    return roomView(this.deps, room, caller.id);
  }

  roomMembers(caller: ChatCaller, roomId: string): ChatMemberDto[] {
    const room = liveRoom(this.deps.chat, roomId);
    if (!isAdmin(caller.role) && !this.deps.chat.member(room.id, caller.id))
      throw new AppError('not-room-member');
    return memberDtos(this.deps, room.id);
  }
}
