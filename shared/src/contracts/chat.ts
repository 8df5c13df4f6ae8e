import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { GENDERS, ROOM_KINDS, USER_ROLES } from '../enums.ts';
import { messageTextSchema } from '../schemas/catalogue-rules.ts';

/**
 * Chat (spec §2 Chat, §3 chat room and message, §7 Chat). A message id is made by the client
 * (it is written offline too): sending the same id again never stores a second message.
 */
export const chatMessageIdSchema = z.string().regex(/^[0-9a-zA-Z_-]{8,64}$/, 'invalid-type');
export const chatRoomIdSchema = z.string().min(1, 'required').max(64, 'invalid-type');

export const chatMessageDtoSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  senderId: z.string(),
  text: z.string(),
  /** The message's place in its room: 1, 2, 3… with no gaps. */
  seq: z.number().int(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
});
export type ChatMessageDto = z.infer<typeof chatMessageDtoSchema>;

export const chatMemberDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  image: z.string().nullable(),
  /** The user's own field; null when they never gave it (the chat then needs no gender). */
  gender: z.enum(GENDERS).nullable(),
  online: z.boolean(),
});
export type ChatMemberDto = z.infer<typeof chatMemberDtoSchema>;

export const chatRoomDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(ROOM_KINDS),
  refId: z.string().nullable(),
  pinned: z.boolean(),
  muted: z.boolean(),
  unread: z.number().int(),
  lastReadSeq: z.number().int(),
  lastMessage: chatMessageDtoSchema.nullable(),
  members: z.array(chatMemberDtoSchema),
  createdAt: z.string(),
});
export type ChatRoomDto = z.infer<typeof chatRoomDtoSchema>;

/** POST /chat/new: open (or reuse) the General room with a user and send the first message. */
export const newChatBodySchema = z.object({
  userId: z.string().min(1, 'required').max(64, 'invalid-type'),
  message: messageTextSchema,
  messageId: chatMessageIdSchema.optional(),
});
export type NewChatBody = z.infer<typeof newChatBodySchema>;

export const newChatResponseSchema = z.object({
  room: chatRoomDtoSchema,
  message: chatMessageDtoSchema,
});

export const updateChatRoomBodySchema = z.object({
  pinned: z.boolean({ error: 'invalid-type' }).optional(),
  muted: z.boolean({ error: 'invalid-type' }).optional(),
});
export type UpdateChatRoomBody = z.infer<typeof updateChatRoomBodySchema>;

/** Messages newest first; `before`/`after` are `seq` cursors. */
export const chatMessagesQuerySchema = z.object({
  before: z.coerce.number({ error: 'invalid-type' }).int('invalid-type').min(1).optional(),
  after: z.coerce.number({ error: 'invalid-type' }).int('invalid-type').min(0).optional(),
  size: z.coerce
    .number({ error: 'invalid-type' })
    .int('invalid-type')
    .min(1, 'invalid-type')
    .max(MAX_PAGE_SIZE, 'invalid-type')
    .default(DEFAULT_PAGE_SIZE),
});

/** Socket payloads. Text is checked by the service (so the acknowledgement can say why). */
export const sendMessagePayloadSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  text: z.string(),
});
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;
export const updateMessagePayloadSchema = z.object({
  id: z.string(),
  text: z.string(),
});
export const messageRefPayloadSchema = z.object({ id: z.string() });
export const markReadPayloadSchema = z.object({ roomId: z.string(), messageId: z.string() });
export const typingPayloadSchema = z.object({ roomId: z.string(), typing: z.boolean() });
/** Join the given rooms, or every room of the user when `roomIds` is left out. */
export const joinRoomsPayloadSchema = z.object({
  roomIds: z.array(z.string()).max(500).optional(),
});

export interface MessageReadEvent {
  roomId: string;
  userId: string;
  messageId: string;
  seq: number;
}
export interface TypingEvent {
  roomId: string;
  userId: string;
  typing: boolean;
}
