import { AppError, updateUserBodySchema, type UpdateChatRoomBody } from '@kalam/shared';
import type { SyncCollectionName, SyncWrite } from '@kalam/sync';
import type { Caller } from '../../kernel/caller.ts';
import { validationError } from '../../kernel/validation.ts';
import type { ChatService } from '../chat/index.ts';
import type { UsersService } from '../users/users.port.ts';

export interface SyncWriteServices {
  chatService: ChatService;
  usersService: UsersService;
}

type Writer = (services: SyncWriteServices, caller: Caller, write: SyncWrite) => Promise<void>;

const text = (value: unknown): string => {
  if (typeof value !== 'string') throw new AppError('invalid-type');
  return value;
};

/**
 * An offline message, edit or deletion, through the same ChatService calls as REST and the
 * socket: membership, author, text rules, verified e-mail, one stored copy per client id.
 */
const chatMessages: Writer = async ({ chatService }, caller, { id, before, after, changed }) => {
  if (!before) {
    await chatService.sendMessage(caller, {
      id,
      roomId: text(after.roomId),
      text: text(after.text),
    });
    return;
  }
  if (after._deleted) {
    await chatService.deleteMessage(caller, { id });
    return;
  }
  if (changed.includes('text'))
    await chatService.updateMessage(caller, { id, text: text(after.text) });
};

/** The read mark (forward only) and the user's pin and mute of a room they belong to. */
const chatRooms: Writer = async ({ chatService }, caller, { id, before, after, changed }) => {
  if (!before) throw new AppError('not-room-member');
  const settings: UpdateChatRoomBody = {};
  for (const field of ['pinned', 'muted'] as const) {
    if (!changed.includes(field)) continue;
    if (typeof after[field] !== 'boolean') throw new AppError('invalid-type');
    settings[field] = after[field];
  }
  if (changed.includes('lastReadMessageId')) {
    // A read mark never moves back, so it cannot be cleared either.
    if (after.lastReadMessageId === null) throw new AppError('illegal');
    await chatService.markRead(caller, { roomId: id, messageId: text(after.lastReadMessageId) });
  }
  if (Object.keys(settings).length > 0) chatService.updateMembership(caller, id, settings);
};

/** Profile edits through UsersService.update, validated by the same body schema as PUT /user. */
const profile: Writer = async ({ usersService }, caller, { changed, after }) => {
  const body = Object.fromEntries(changed.map((field) => [field, after[field]]));
  const parsed = updateUserBodySchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  usersService.update(caller, caller.id, parsed.data);
};

export const SYNC_WRITERS: Partial<Record<SyncCollectionName, Writer>> = {
  'chat-messages': chatMessages,
  'chat-rooms': chatRooms,
  profile,
};
