import { Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ChatMessageDoc } from '@kalam/sync';
import { useAuth } from '../../lib/auth-context.tsx';
import { useChatRooms, useLocalDb, useLocalQuery, useSendMessage } from '../../lib/db/hooks.ts';
import { roomOrder } from '../../lib/db/messages.ts';
import { buttonClass } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { deleteMessage, editMessage, markRead, setRoomFlag } from './local-writes.ts';
import { mayWrite } from './may-write.ts';
import { NewChatView } from './new-chat-view.tsx';
import { chatRoomPath } from '../../lib/chat-paths.ts';
import { RoomList } from './room-list.tsx';
import { generalRoomWith, roomSummaries, searchRooms, withLiveGenders } from './room-summaries.ts';
import { RoomView, type RoomActions } from './room-view.tsx';
import { typistsOf } from './status-line.ts';
import { chatText as t } from './text.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useNow } from '../../lib/use-now.ts';
import {
  useIncomingMessages,
  useLiveGenders,
  useMyTyping,
  useOthersRead,
  usePresence,
  useTypingBoard,
} from './use-chat-live.ts';

/** Every message of every room: the list's unread counts, previews and search (decision 096). */
const ALL_MESSAGES = { selector: {} };

/**
 * Spec §2 /chat. Rooms and messages come from the local database, so the screen opens and
 * writes with no network (decision 095); the socket adds presence, typing and read marks.
 * Phones show the list, then one room (`?room=`); wide screens show both side by side.
 * `?with=<userId>&name=` opens the room shared with someone, or starts one.
 */
export function Component() {
  const reader = useAuth().user;
  const { user } = useAuth();
  const me = user?.id ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const roomId = params.get('room');
  const withId = roomId ? null : params.get('with');

  const { db } = useLocalDb();
  const { rooms: kept, loading } = useChatRooms();
  const liveGenders = useLiveGenders(user?.id ?? null);
  const rooms = useMemo(() => withLiveGenders(kept, liveGenders), [kept, liveGenders]);
  const { docs: allMessages } = useLocalQuery('chat-messages', ALL_MESSAGES);
  const send = useSendMessage();
  const [query, setQuery] = useState('');
  const now = useNow();
  const networkOnline = useOnline();
  const contactIds = useMemo(
    () => rooms.flatMap((r) => r.members.map((m) => m.id)).filter((id) => id !== me),
    [rooms, me],
  );
  const online = usePresence(user?.id ?? null, contactIds);
  const typers = useTypingBoard();
  const othersRead = useOthersRead(user?.id ?? null);
  const myTyping = useMyTyping(roomId);

  const summaries = useMemo(() => roomSummaries(rooms, allMessages, me), [rooms, allMessages, me]);
  const shown = useMemo(
    () => searchRooms(summaries, allMessages, query),
    [summaries, allMessages, query],
  );
  // The open room's messages from the same live query (one subscription, a stable array).
  const roomMessages: ChatMessageDoc[] = useMemo(
    () => (roomId ? allMessages.filter((m) => m.roomId === roomId).sort(roomOrder) : []),
    [allMessages, roomId],
  );
  const selected = roomId ? (summaries.find((s) => s.room.id === roomId) ?? null) : null;
  const waiting = !db || loading;

  // A link to someone we already talk to opens that room.
  const shared = withId ? generalRoomWith(rooms, withId) : null;
  useEffect(() => {
    // Opened to write in (a «message» link, or the first message just sent): the box has focus.
    if (shared) navigate(chatRoomPath(shared.id), { replace: true, state: { write: true } });
  }, [shared, navigate]);

  // A message in another room rings, unless that room is muted.
  useIncomingMessages((m) => {
    if (m.senderId === me || m.roomId === roomId) return;
    const room = rooms.find((r) => r.id === m.roomId);
    if (room?.muted) return;
    // A brand-new room may not have reached this device yet: no name then.
    const sender = room?.members.find((p) => p.id === m.senderId)?.name;
    toast({
      id: `chat-${m.roomId}`,
      type: 'info',
      title: sender ? t.toast.from(sender) : t.toast.new,
      description: m.text.length > 120 ? `${m.text.slice(0, 120)}…` : m.text,
      action: { label: t.toast.open(reader), onClick: () => navigate(chatRoomPath(m.roomId)) },
    });
  });

  const { input: typing, stop: stopTyping } = myTyping;
  const actions = useMemo<RoomActions | null>(() => {
    if (!db || !roomId) return null;
    return {
      send: async (text) => void (await send(roomId, text)),
      edit: (id, text) => editMessage(db, id, text),
      remove: (id) => deleteMessage(db, id),
      markRead: (messageId) => markRead(db, roomId, messageId),
      setFlag: (flag, value) => setRoomFlag(db, roomId, flag, value),
      typing,
      stopTyping,
    };
  }, [db, roomId, send, typing, stopTyping]);

  const canWrite = mayWrite(user);
  const open = Boolean(roomId || withId);

  return (
    <div className="flex flex-col gap-4">
      <header className={open ? 'sr-only lg:not-sr-only' : undefined}>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 text-muted">{t.subtitle(user?.role)}</p>
      </header>
      <div
        data-testid="chat-screen"
        className={`grid min-h-[26rem] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:h-[calc(100dvh-12rem)] lg:grid-cols-[22rem_1fr] dark:border-slate-800 dark:bg-slate-900 ${
          // Fill the phone's screen under the app bar: the title is hidden while a room is open.
          open ? 'h-[calc(100dvh-10rem)]' : 'h-[calc(100dvh-15rem)]'
        }`}
      >
        <aside
          aria-label={t.list.label}
          className={`${open ? 'hidden lg:flex' : 'flex'} min-h-0 flex-col border-line p-3 lg:border-e`}
        >
          <RoomList
            summaries={shown}
            hasRooms={summaries.length > 0}
            loading={waiting}
            me={me}
            isStudent={user?.role === 'Student'}
            selectedId={roomId}
            query={query}
            onQuery={setQuery}
            online={online}
            typers={typers}
            now={now}
          />
        </aside>
        <div className={`${open ? 'flex' : 'hidden lg:flex'} min-h-0 flex-col`}>
          {selected && actions ? (
            <RoomView
              summary={selected}
              messages={roomMessages}
              me={me}
              othersReadSeq={othersRead(selected.room.id)}
              typing={typistsOf(typers(selected.room.id), selected.others)}
              online={selected.others.length === 1 ? online(selected.others[0]!.id) : undefined}
              canWrite={canWrite}
              networkOnline={networkOnline}
              now={now}
              actions={actions}
              focusComposer={(location.state as { write?: boolean } | null)?.write === true}
            />
          ) : roomId && waiting ? (
            <div className="p-4">
              <SkeletonLines lines={6} />
            </div>
          ) : roomId ? (
            <div className="m-auto max-w-sm p-4">
              <EmptyState
                icon={<Search className="size-10" />}
                title={t.room.notFound}
                action={
                  <Link to="/chat" className={buttonClass.secondary}>
                    {t.room.back}
                  </Link>
                }
              />
            </div>
          ) : withId && !shared && !waiting ? (
            <NewChatView
              userId={withId}
              name={params.get('name')}
              canWrite={canWrite}
              networkOnline={networkOnline}
            />
          ) : (
            <div className="m-auto max-w-sm p-4 text-center">
              <p className="text-lg font-bold">{t.room.choose(reader)}</p>
              <p className="mt-1 text-muted">{t.room.chooseBody(reader)}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
