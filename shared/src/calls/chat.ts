import { z } from 'zod';
import {
  chatMessageDtoSchema,
  chatRoomDtoSchema,
  chatMessagesQuerySchema,
  chatRoomIdSchema,
  newChatBodySchema,
  newChatResponseSchema,
} from '../contracts/chat.ts';
import { idSchema, listOf, pagingQuerySchema } from '../schemas/common.ts';
import { defineCallSpec } from './call.ts';

/** Chat over HTTP: starting a conversation and reading a room's history (spec §7 Chat). */
export const chatCalls = {
  start: defineCallSpec({
    method: 'post',
    path: '/chat/new',
    body: newChatBodySchema,
    // 201 for a new room; an existing room answers 200 with the same shape.
    status: 201,
    answer: newChatResponseSchema,
  }),
  rooms: defineCallSpec({
    method: 'get',
    path: '/chat/list/rooms/{userId}',
    params: z.object({ userId: idSchema }),
    query: pagingQuerySchema,
    status: 200,
    answer: listOf(chatRoomDtoSchema),
  }),
  messages: defineCallSpec({
    method: 'get',
    path: '/chat/list/{roomId}/messages',
    params: z.object({ roomId: chatRoomIdSchema }),
    query: chatMessagesQuerySchema,
    status: 200,
    answer: listOf(chatMessageDtoSchema),
  }),
};
