import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  chatCalls,
  MAX_PAGE_SIZE,
  SERVER_EVENTS,
  type ChatMessageDto,
  type UserDto,
} from '@kalam/shared';
import { call } from '../lib/api.ts';
import { listenRealtime } from '../lib/realtime/use-realtime-session.ts';
import { toast } from '../ui/toast-store.ts';
import { messageNotice } from './message-notice.ts';

/**
 * The room as this device knows it (names, mute); a room made by this very message has not
 * reached the offline database yet, so the server's list of my rooms names its sender.
 */
async function roomOf(roomId: string, me: string) {
  const { localSync } = await import('../lib/db/local-sync.ts');
  const doc = await localSync.db?.collections['chat-rooms'].findOne(roomId).exec();
  if (doc) return doc.toJSON();
  const rooms = await call(chatCalls.rooms, {
    params: { userId: me },
    query: { size: MAX_PAGE_SIZE },
  });
  return rooms.list.find((room) => room.id === roomId) ?? null;
}

/**
 * A new chat message rings on every signed-in screen, not only inside the chat (which rings for
 * rooms other than the open one itself): a toast naming the sender, with a button to the room.
 */
export function useMessageEvents(user: Pick<UserDto, 'id' | 'role' | 'gender'> | null): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onChat = useRef(false);
  // The chat screen rings for itself; a live lesson shows its own chat beside the video.
  onChat.current = pathname === '/chat' || pathname === '/session';
  const id = user?.id;
  const role = user?.role;
  const gender = user?.gender;
  useEffect(() => {
    if (!id || (role !== 'Student' && role !== 'Tutor')) return;
    const handler = (message: ChatMessageDto) => {
      if (!message?.roomId || onChat.current) return;
      void roomOf(message.roomId, id)
        .catch(() => null)
        .then((room) => {
          const notice = messageNotice(message, room, { id, gender });
          if (!notice || onChat.current) return;
          toast({
            id: notice.id,
            type: 'info',
            title: notice.title,
            description: notice.description,
            action: { label: notice.open, onClick: () => navigate(notice.to) },
          });
        });
    };
    return listenRealtime([[SERVER_EVENTS.messageCreated, handler]]);
  }, [id, role, gender, navigate]);
}
