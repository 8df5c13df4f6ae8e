import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SERVER_EVENTS, type ChatMessageDto, type Gendered, type UserDto } from '@kalam/shared';
import { listenRealtime } from '../lib/realtime/use-realtime-session.ts';
import { toast } from '../ui/toast-store.ts';

/**
 * What a toast needs, loaded with the first message: the chat's words and plural rules and the
 * room lookup stay out of the app shell every screen loads first (issue 7's size aim).
 */
async function noticeOf(message: ChatMessageDto, me: Gendered & { id: string }) {
  const [{ messageNotice }, { roomOf }] = await Promise.all([
    import('./message-notice.ts'),
    import('./message-room.ts'),
  ]);
  const room = await roomOf(message.roomId, me.id).catch(() => null);
  return messageNotice(message, room, me);
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
      void noticeOf(message, { id, gender })
        .catch(() => null)
        .then((notice) => {
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
