import { chatCalls, type ChatMessageDto, type ChatRoomDto, type NewChatBody } from '@kalam/shared';
import { call } from '../../lib/api.ts';

export interface NewChatAnswer {
  room: ChatRoomDto;
  message: ChatMessageDto;
}

/**
 * Open (or reuse) the General room with a user and send the first message. A new room needs
 * the server (decision 095); the message id is made here, so a retry never sends it twice.
 */
export function startChat(body: NewChatBody): Promise<NewChatAnswer> {
  return call(chatCalls.start, {
    body: { ...body, messageId: body.messageId ?? crypto.randomUUID() },
  });
}
