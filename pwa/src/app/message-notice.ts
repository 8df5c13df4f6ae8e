import type { ChatMessageDto, Gendered } from '@kalam/shared';
import type { ChatRoomDoc } from '@kalam/sync';
import { chatText } from '../features/chat/text.ts';
import { chatRoomPath } from '../lib/chat-paths.ts';

/** What the toast of a new message says and where its button leads; null when it rings not. */
export interface MessageNotice {
  id: string;
  title: string;
  description: string;
  open: string;
  to: string;
}

const PREVIEW = 120;

/**
 * A message of someone else, heard anywhere but the chat screen (which rings for itself):
 * the sender's name from the room on this device, the text's start, and the room to open.
 * The reader's own messages (another device) and muted rooms stay quiet.
 */
export function messageNotice(
  message: ChatMessageDto,
  room: {
    muted: boolean;
    members: readonly Pick<ChatRoomDoc['members'][number], 'id' | 'name'>[];
  } | null,
  me: Gendered & { id: string },
): MessageNotice | null {
  if (message.senderId === me.id || message.deleted || room?.muted) return null;
  const sender = room?.members.find((m) => m.id === message.senderId)?.name;
  return {
    // The chat screen's id for the same room: one toast per room, the newest message in it.
    id: `chat-${message.roomId}`,
    title: sender ? chatText.toast.from(sender) : chatText.toast.new,
    description:
      message.text.length > PREVIEW ? `${message.text.slice(0, PREVIEW)}…` : message.text,
    open: chatText.toast.open(me),
    to: chatRoomPath(message.roomId),
  };
}
