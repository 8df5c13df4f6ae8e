import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type ChatMessageDto,
  type Gender,
  type MessageReadEvent,
  type TypingEvent,
  type UserStatusChanged,
} from '@kalam/shared';
import { useLocalQuery } from '../../lib/db/hooks.ts';
import { realtime } from '../../lib/realtime/realtime-connection.ts';
import { useRealtimeConnected } from '../../lib/realtime/use-realtime.ts';
import { useRoomsOnline } from './chat-api.ts';
import { chatSignals, type ConnectionLike } from './chat-signals.ts';
import { PresenceBook } from './presence.ts';
import { OthersReadMarks, syncedOthersRead } from './read-marks.ts';
import { TYPING_IDLE_MS, TypingBoard, TypingSender } from './typing.ts';

/*
 * What the chat screen hears live over the app's socket (decision 097): online state, typing,
 * the others' read marks and new-message notices. Rooms and messages never come from here —
 * they come from the local database, which the sync stream keeps up to date.
 */
export const signals = chatSignals(realtime as unknown as ConnectionLike);

const useTick = () => useReducer((n: number) => n + 1, 0)[1];

/**
 * Online state of my contacts: `true`, `false`, or `undefined` while unknown (offline). The
 * list is asked for at every (re)connect — statuses changed while away were not heard — and
 * when someone new appears in my rooms.
 */
export function usePresence(
  me: string | null,
  contactIds: string[],
): (userId: string) => boolean | undefined {
  const connected = useRealtimeConnected();
  const [book] = useState(() => new PresenceBook());
  const tick = useTick();
  const mark = useRef(0);
  const list = useRoomsOnline(me);
  const { refetch } = list;

  useEffect(() => book.subscribe(tick), [book, tick]);
  useEffect(
    () => signals.on<UserStatusChanged>(SERVER_EVENTS.userStatusChanged, (e) => book.apply(e)),
    [book],
  );
  const contacts = [...new Set(contactIds)].sort().join(',');
  useEffect(() => {
    if (!connected || !me) return;
    mark.current = book.mark();
    void refetch();
  }, [connected, me, contacts, book, refetch]);
  useEffect(() => {
    if (!list.data) return;
    book.seed(
      list.data.list.flatMap((room) => room.members),
      mark.current,
    );
  }, [list.data, book]);

  return useCallback(
    (userId: string) => (connected ? book.of(userId) : undefined),
    [book, connected],
  );
}

/**
 * My contacts' genders from the same rooms list (asked at every connect), fresher than the room
 * documents' copies (decision 230); empty until it has answered.
 */
export function useLiveGenders(me: string | null): ReadonlyMap<string, Gender | null> {
  const { data } = useRoomsOnline(me);
  return useMemo(
    () => new Map(data?.list.flatMap((room) => room.members.map((m) => [m.id, m.gender] as const))),
    [data],
  );
}

/** Who is typing in each room; entries fade by themselves. */
export function useTypingBoard(): (roomId: string) => string[] {
  const [board] = useState(() => new TypingBoard());
  const tick = useTick();
  const [, setWake] = useState(0);

  useEffect(() => {
    const stops = [
      signals.on<TypingEvent>(SERVER_EVENTS.typing, (e) => {
        if (board.apply(e, Date.now())) tick();
      }),
      // A message from someone ends their typing at once.
      signals.on<ChatMessageDto>(SERVER_EVENTS.messageCreated, (m) => {
        if (m && board.stop(m.roomId, m.senderId)) tick();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [board, tick]);

  // Render again when the next entry fades.
  const next = board.nextExpiry(Date.now());
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setWake((n) => n + 1), Math.max(0, next - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [next]);

  return (roomId: string) => board.typers(roomId, Date.now());
}

const ALL_READ_MARKS = { selector: {} };

/**
 * How far the others have read in each room: the furthest of their synced marks (local
 * database, decision 108) and what the socket said during this visit (at once, decision 098).
 */
export function useOthersRead(me: string | null): (roomId: string) => number {
  const meRef = useRef(me);
  meRef.current = me;
  const [marks] = useState(() => new OthersReadMarks(() => meRef.current));
  const tick = useTick();
  useEffect(() => marks.subscribe(tick), [marks, tick]);
  useEffect(
    () => signals.on<MessageReadEvent>(SERVER_EVENTS.messageRead, (e) => marks.apply(e)),
    [marks],
  );
  const { docs } = useLocalQuery('chat-reads', ALL_READ_MARKS);
  const synced = useMemo(() => syncedOthersRead(docs, me ?? ''), [docs, me]);
  return useCallback(
    (roomId: string) => Math.max(marks.of(roomId), synced.get(roomId) ?? 0),
    [marks, synced],
  );
}

/** A new message of someone else, for a notice (the screen decides which rooms are quiet). */
export function useIncomingMessages(onMessage: (message: ChatMessageDto) => void): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(
    () =>
      signals.on<ChatMessageDto>(SERVER_EVENTS.messageCreated, (m) => {
        if (m?.roomId) handler.current(m);
      }),
    [],
  );
}

/**
 * My typing in one room: `input(text)` at every change, `stop()` when I send. A pause of
 * TYPING_IDLE_MS, leaving the room or leaving the screen says «stopped» too.
 */
export function useMyTyping(roomId: string | null) {
  const [sender, setSender] = useState<TypingSender | null>(null);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!roomId) return;
    const made = new TypingSender((typing) =>
      signals.send(CLIENT_EVENTS.typing, { roomId, typing }),
    );
    setSender(made);
    return () => {
      clearTimeout(idle.current);
      made.stop();
    };
  }, [roomId]);

  const input = useCallback(
    (text: string) => {
      if (!sender) return;
      sender.input(Date.now(), text.trim() === '');
      clearTimeout(idle.current);
      idle.current = setTimeout(() => sender.stop(), TYPING_IDLE_MS);
    },
    [sender],
  );
  const stop = useCallback(() => {
    clearTimeout(idle.current);
    sender?.stop();
  }, [sender]);
  return { input, stop };
}
