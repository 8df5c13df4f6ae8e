import type { ChatMemberDto, ChatMessageDto, ChatRoomDto } from '@kalam/shared';
import type { UserRow } from '../users/users.port.ts';
import type { ChatMemberRow, ChatMessageRow, ChatRoomRow } from './chat.repository.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A deleted message keeps its place (seq) but not its text. */
export function toMessageDto(m: ChatMessageRow): ChatMessageDto {
  return {
    id: m.id,
    roomId: m.roomId,
    senderId: m.senderId,
    text: m.deleted ? '' : m.text,
    seq: m.seq,
    createdAt: iso(m.createdAt),
    editedAt: m.editedAt === null ? null : iso(m.editedAt),
    deleted: m.deleted,
  };
}

/** What a room shows of a member, in the REST DTO and the replicated room document alike. */
export type ChatMember = Omit<ChatMemberDto, 'online'>;

/** A member as the chat shows them: name, role, picture and gender (spoken about in it). */
export function chatMemberOf(
  user: Pick<UserRow, 'id' | 'name' | 'role' | 'image' | 'gender'>,
): ChatMember {
  return { id: user.id, name: user.name, role: user.role, image: user.image, gender: user.gender };
}

export function toMemberDto(user: UserRow, online: boolean): ChatMemberDto {
  return { ...chatMemberOf(user), online };
}

export function toRoomDto(
  room: ChatRoomRow,
  view: {
    membership: ChatMemberRow | undefined;
    unread: number;
    lastMessage: ChatMessageRow | undefined;
    members: ChatMemberDto[];
  },
): ChatRoomDto {
  return {
    id: room.id,
    kind: room.kind,
    refId: room.refId,
    pinned: view.membership?.pinned ?? false,
    muted: view.membership?.muted ?? false,
    unread: view.unread,
    lastReadSeq: view.membership?.lastReadSeq ?? 0,
    lastMessage: view.lastMessage ? toMessageDto(view.lastMessage) : null,
    members: view.members,
    createdAt: iso(room.createdAt),
  };
}
