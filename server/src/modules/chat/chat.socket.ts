import type { Socket } from 'socket.io';
import {
  CLIENT_EVENTS,
  joinRoomsPayloadSchema,
  markReadPayloadSchema,
  messageRefPayloadSchema,
  sendMessagePayloadSchema,
  SERVER_EVENTS,
  typingPayloadSchema,
  updateMessagePayloadSchema,
} from '@kalam/shared';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../kernel/caller.ts';
import { onEvent } from '../realtime/index.ts';
import { chatRoom } from '../realtime/index.ts';

/** Enough for a resend of an offline backlog; a script pasting in a loop is stopped. */
export const SEND_LIMIT = { count: 120, windowMs: 60_000 } as const;

/** Chat over the socket: each event goes through ChatService and is acknowledged. */
export function registerChatEvents(socket: Socket, deps: AppDeps, caller: Caller): void {
  const { chatService, log } = deps;
  const origin = { socketId: socket.id };

  onEvent(socket, log, CLIENT_EVENTS.joinRooms, joinRoomsPayloadSchema, async ({ roomIds }) => {
    const joined = chatService.joinableRooms(caller, roomIds);
    await socket.join(joined.map(chatRoom));
    socket.emit(SERVER_EVENTS.joinedRooms, { roomIds: joined });
    return { roomIds: joined };
  });
  onEvent(socket, log, CLIENT_EVENTS.sendMessage, sendMessagePayloadSchema, (p) => {
    // Per user, across tabs: a flood is refused (`unallowed`, too-many-requests), never queued.
    deps.limiter.hit(`chat-send:${caller.id}`, SEND_LIMIT.count, SEND_LIMIT.windowMs);
    return chatService.sendMessage(caller, p, origin);
  });
  onEvent(socket, log, CLIENT_EVENTS.updateMessage, updateMessagePayloadSchema, (p) =>
    chatService.updateMessage(caller, p, origin),
  );
  onEvent(socket, log, CLIENT_EVENTS.deleteMessage, messageRefPayloadSchema, (p) =>
    chatService.deleteMessage(caller, p, origin),
  );
  onEvent(socket, log, CLIENT_EVENTS.markRead, markReadPayloadSchema, (p) =>
    chatService.markRead(caller, p, origin),
  );
  onEvent(socket, log, CLIENT_EVENTS.typing, typingPayloadSchema, (p) => {
    chatService.typing(caller, p, origin);
  });
}
