import {
  AppError,
  chatMessageIdSchema,
  messageTextSchema,
  SERVER_EVENTS,
  type ChatMessageDto,
  type ChatRoomDto,
  type ErrorCode,
  type RoomKind,
  type UpdateChatRoomBody,
} from '@kalam/shared';
import type { ChangeClock } from '../../kernel/change-clock.ts';
import type { Clock } from '../../kernel/clock.ts';
import { isUniqueViolation } from '../../kernel/db-errors.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import type { PresenceService } from '../realtime/index.ts';
import type { RealtimeHub } from '../realtime/index.ts';
import type { UsersRepository } from '../users/index.ts';
import { toMessageDto } from './chat.dto.ts';
import { memberRoom } from './chat.access.ts';
import { ChatQueries } from './chat.queries.ts';
import { roomView } from './chat.views.ts';
import { mayChat } from './chat.policy.ts';
import { pairKeyOf, type ChatRepository, type ChatRoomRow } from './chat.repository.ts';

export interface ChatServiceDeps {
  chat: ChatRepository;
  /** Messages share COMMITs with the other writes of the same turn (decision 169). */
  writes?: Pick<GroupCommit, 'run'>;
  users: UsersRepository;
  presence: PresenceService;
  realtime: RealtimeHub;
  clock: Clock;
  changeClock: ChangeClock;
  bus: EventBus;
}

/** Who is acting: a signed-in caller (REST, socket or sync push). */
export type { ChatCaller } from './chat.caller.ts';
import type { ChatCaller } from './chat.caller.ts';
import type { GroupCommit } from '../../kernel/group-commit.ts';
/** The connection that acted, so it is not sent its own event (it has the acknowledgement). */
export interface Origin {
  socketId?: string;
}

/**
 * The rules of chat, one place for REST, socket and sync push (decision 030): only members read
 * and write a room, only the author edits or deletes, text follows messageTextSchema, students
 * need a verified e-mail to write, a client-made id is stored once, one order per room.
 */
export class ChatService {
  private readonly stamp: () => number;
  /** The read side for REST (rooms, messages, members), under the same membership rule. */
  readonly queries: ChatQueries;

  constructor(private readonly deps: ChatServiceDeps) {
    this.queries = new ChatQueries(deps);
    this.stamp = () => deps.changeClock.next();
  }

  private text(text: string): string {
    const parsed = messageTextSchema.safeParse(text);
    if (!parsed.success) throw new AppError(parsed.error.issues[0]!.message as ErrorCode);
    return parsed.data;
  }

  private canWrite(caller: ChatCaller): void {
    if (caller.role !== 'Student') return;
    if (!this.deps.users.hasVerifiedEmail(caller.id)) throw new AppError('unverified-email');
  }

  private memberRoom(caller: ChatCaller, roomId: string): ChatRoomRow {
    return memberRoom(this.deps.chat, caller, roomId);
  }

  private changed(memberIds: string[], collection = 'chat-messages'): void {
    this.deps.bus.publish('sync-changed', { collection, userIds: memberIds });
  }

  isMember(roomId: string, userId: string): boolean {
    return Boolean(this.deps.chat.member(roomId, userId));
  }

  async sendMessage(
    caller: ChatCaller,
    input: { id: string; roomId: string; text: string },
    origin: Origin = {},
  ): Promise<ChatMessageDto> {
    if (!chatMessageIdSchema.safeParse(input.id).success) throw new AppError('invalid-type');
    const room = this.memberRoom(caller, input.roomId);
    const text = this.text(input.text);
    this.canWrite(caller);
    const insert = () =>
      this.deps.chat.insertMessage(
        { id: input.id, roomId: room.id, senderId: caller.id, text },
        this.deps.clock.now(),
        this.stamp,
      );
    // Nobody hears of the message before it is on disk: the group's COMMIT has returned.
    const { message, created } = this.deps.writes ? await this.deps.writes.run(insert) : insert();
    // An id reused for another room or by another sender is not a retry: refuse it.
    if (message.roomId !== room.id || message.senderId !== caller.id) throw new AppError('illegal');
    const dto = toMessageDto(message);
    if (created) {
      const memberIds = this.deps.chat.memberIds(room.id);
      this.deps.realtime.toUsers(memberIds, SERVER_EVENTS.messageCreated, dto, origin.socketId);
      this.changed(memberIds);
    }
    return dto;
  }

  private ownMessage(caller: ChatCaller, id: string) {
    const message = this.deps.chat.message(id);
    if (!message || message.deleted) throw new AppError('message-not-found');
    this.memberRoom(caller, message.roomId);
    if (message.senderId !== caller.id) throw new AppError('not-message-owner');
    return message;
  }

  async updateMessage(
    caller: ChatCaller,
    input: { id: string; text: string },
    origin: Origin = {},
  ) {
    const message = this.ownMessage(caller, input.id);
    const text = this.text(input.text);
    if (text === message.text) return toMessageDto(message);
    const updated = this.deps.chat.updateMessage(
      message.id,
      { text, editedAt: this.deps.clock.now() },
      this.stamp,
    );
    const dto = toMessageDto(updated);
    const memberIds = this.deps.chat.memberIds(message.roomId);
    this.deps.realtime.toUsers(memberIds, SERVER_EVENTS.messageUpdated, dto, origin.socketId);
    this.changed(memberIds);
    return dto;
  }

  async deleteMessage(caller: ChatCaller, input: { id: string }, origin: Origin = {}) {
    const message = this.ownMessage(caller, input.id);
    const deleted = this.deps.chat.updateMessage(message.id, { deleted: true }, this.stamp);
    const dto = toMessageDto(deleted);
    const memberIds = this.deps.chat.memberIds(message.roomId);
    this.deps.realtime.toUsers(memberIds, SERVER_EVENTS.messageDeleted, dto, origin.socketId);
    this.changed(memberIds);
    return dto;
  }

  /** Move the caller's read mark forward to a message (never back). */
  async markRead(
    caller: ChatCaller,
    input: { roomId: string; messageId: string },
    origin: Origin = {},
  ) {
    const room = this.memberRoom(caller, input.roomId);
    const message = this.deps.chat.message(input.messageId);
    if (!message || message.roomId !== room.id) throw new AppError('message-not-found');
    const member = this.deps.chat.member(room.id, caller.id)!;
    const event = { roomId: room.id, userId: caller.id, messageId: message.id, seq: message.seq };
    if (message.seq <= member.lastReadSeq) return { ...event, seq: member.lastReadSeq };
    this.deps.chat.updateMember(
      room.id,
      caller.id,
      {
        lastReadSeq: message.seq,
        lastReadMessageId: message.id,
        lastReadAt: this.deps.clock.now(),
      },
      this.stamp,
    );
    const memberIds = this.deps.chat.memberIds(room.id);
    this.deps.realtime.toUsers(memberIds, SERVER_EVENTS.messageRead, event, origin.socketId);
    this.changed(memberIds, 'chat-rooms');
    return event;
  }

  typing(caller: ChatCaller, input: { roomId: string; typing: boolean }, origin: Origin = {}) {
    const room = this.memberRoom(caller, input.roomId);
    const others = this.deps.chat.memberIds(room.id).filter((id) => id !== caller.id);
    this.deps.realtime.toUsers(
      others,
      SERVER_EVENTS.typing,
      { roomId: room.id, userId: caller.id, typing: input.typing },
      origin.socketId,
    );
  }

  /** The rooms a socket may join: all of the caller's, or the named ones if each is theirs. */
  joinableRooms(caller: ChatCaller, roomIds?: string[]): string[] {
    if (!roomIds) return this.deps.chat.roomIdsOf(caller.id);
    for (const id of roomIds) this.memberRoom(caller, id);
    return [...new Set(roomIds)];
  }

  /** POST /chat/new: the General room of the pair (made on first use) and the first message. */
  async openGeneral(
    caller: ChatCaller,
    input: { userId: string; message: string; messageId?: string },
  ) {
    if (input.userId === caller.id) throw new AppError('illegal');
    const other = this.deps.users.byId(input.userId);
    if (!other || other.deleted) throw new AppError('user-not-found');
    if (!mayChat(caller.role, other.role)) throw new AppError('chat-not-allowed');
    this.canWrite(caller);
    const key = pairKeyOf(caller.id, other.id);
    let room = this.deps.chat.roomByPair(key);
    // Everything that could refuse the first message is checked before a room is made: a
    // refusal leaves nothing behind (a bad id or text, an id that is another message's).
    const messageId = input.messageId ?? crypto.randomUUID();
    if (!chatMessageIdSchema.safeParse(messageId).success) throw new AppError('invalid-type');
    this.text(input.message);
    const taken = this.deps.chat.message(messageId);
    if (taken && (taken.senderId !== caller.id || taken.roomId !== room?.id))
      throw new AppError('illegal');
    const created = !room;
    if (!room) {
      try {
        room = this.deps.chat.createRoom(
          { kind: 'General', refId: null, pairKey: key, memberIds: [caller.id, other.id] },
          this.deps.clock.now(),
          this.stamp,
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        room = this.deps.chat.roomByPair(key)!;
      }
      this.changed([caller.id, other.id], 'chat-rooms');
    }
    const message = await this.sendMessage(caller, {
      id: messageId,
      roomId: room.id,
      text: input.message,
    });
    return { room: roomView(this.deps, room, caller.id), message, created };
  }

  /** The room of a lesson (or interview, demo session), made for its members on first use. */
  ensureSessionRoom(
    kind: Exclude<RoomKind, 'General'>,
    refId: string,
    memberIds: string[],
  ): ChatRoomRow {
    const existing = this.deps.chat.roomByRef(kind, refId);
    if (existing) return existing;
    try {
      const room = this.deps.chat.createRoom(
        { kind, refId, pairKey: null, memberIds },
        this.deps.clock.now(),
        this.stamp,
      );
      this.changed(memberIds, 'chat-rooms');
      return room;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.deps.chat.roomByRef(kind, refId)!;
    }
  }

  updateMembership(caller: ChatCaller, roomId: string, body: UpdateChatRoomBody): ChatRoomDto {
    if (body.pinned === undefined && body.muted === undefined) throw new AppError('empty-request');
    const room = this.memberRoom(caller, roomId);
    this.deps.chat.updateMember(room.id, caller.id, body, this.stamp);
    this.changed([caller.id], 'chat-rooms');
    return roomView(this.deps, room, caller.id);
  }

  /** Everyone whose chat list shows this user (and so their online state). */
  contactsOf(userId: string): string[] {
    return this.deps.chat.coMemberIds(userId);
  }
}
