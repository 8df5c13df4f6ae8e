import { z } from 'zod';
import {
  chatMemberDtoSchema,
  chatRoomDtoSchema,
  chatRoomIdSchema,
  newChatBodySchema,
  newChatResponseSchema,
  updateChatRoomBodySchema,
  chatCalls,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { SIGNED_IN } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const roomParams = z.object({ roomId: chatRoomIdSchema });
const membersQuery = z.object({
  members: z.string({ error: 'required' }).transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
});

/** Spec §7 Chat. The rules live in ChatService (shared with the socket and sync push). */

/** What these calls use of the composition: their own services, nothing more. */
export type ChatRoutesDeps = Pick<AppDeps, 'chatService'>;

export function chatRoutes(deps: ChatRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: SIGNED_IN,
      method: 'post',
      path: '/chat/new',
      tags: ['Chat'],
      summary: 'Open (or reuse) the General room with a user and send the first message',
      request: jsonBody(newChatBodySchema),
      responses: {
        200: json(newChatResponseSchema, 'The existing room and the new message'),
        201: json(newChatResponseSchema, 'The new room and its first message'),
        ...errors(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      const { room, message, created } = await c
        .get('deps')
        .chatService.openGeneral(caller, c.req.valid('json'));
      return c.json({ room, message }, created ? 201 : 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(chatCalls.messages, 'Messages', 400, 401, 403, 404),
      access: SIGNED_IN,
      tags: ['Chat'],
      summary: 'Messages of a room, newest first (cursor: before/after a seq)',
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(
        c
          .get('deps')
          .chatService.queries.messages(caller, c.req.valid('param').roomId, c.req.valid('query')),
        200,
      );
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(chatCalls.rooms, 'Rooms', 400, 401, 403),
      access: SIGNED_IN,
      tags: ['Chat'],
      summary: "A user's rooms: pinned first, then latest activity (own rooms, or any for admins)",
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(
        c
          .get('deps')
          .chatService.queries.roomsOf(caller, c.req.valid('param').userId, c.req.valid('query')),
        200,
      );
    },
  );

  app.openapi(
    defineCall({
      access: SIGNED_IN,
      method: 'get',
      path: '/chat/room/by/members',
      tags: ['Chat'],
      summary: 'The General room of two users (members=a,b)',
      request: { query: membersQuery },
      responses: { 200: json(chatRoomDtoSchema, 'The room'), ...errors(400, 401, 403, 404) },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(
        deps.chatService.queries.roomByMembers(caller, c.req.valid('query').members),
        200,
      );
    },
  );

  app.openapi(
    defineCall({
      access: SIGNED_IN,
      method: 'get',
      path: '/chat/room/members/{roomId}',
      tags: ['Chat'],
      summary: 'Members of a room with their online state',
      request: { params: roomParams },
      responses: { 200: json(z.array(chatMemberDtoSchema), 'Members'), ...errors(401, 403, 404) },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.chatService.queries.roomMembers(caller, c.req.valid('param').roomId), 200);
    },
  );

  app.openapi(
    defineCall({
      access: SIGNED_IN,
      method: 'put',
      path: '/chat/room/{roomId}',
      tags: ['Chat'],
      summary: "Pin or mute a room (the caller's own membership)",
      request: { params: roomParams, ...jsonBody(updateChatRoomBodySchema) },
      responses: { 200: json(chatRoomDtoSchema, 'The room'), ...errors(400, 401, 403, 404) },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(
        c
          .get('deps')
          .chatService.updateMembership(caller, c.req.valid('param').roomId, c.req.valid('json')),
        200,
      );
    },
  );

  return app;
}
