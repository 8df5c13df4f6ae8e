import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  chatCalls,
  errorMessage,
  issueCode,
  messageTextSchema,
  type ChatMessageDto,
} from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { failureText } from '../../lib/form.ts';
import { realtime } from '../../lib/realtime/realtime-connection.ts';
import {
  addPending,
  lastSeq,
  markFailed,
  mergeMessages,
  newMessageId,
  type ChatLine,
} from './chat-log.ts';
import { ackCode, realtimeSignals, type ConnectionLike } from './session-signals.ts';

/**
 * The session's chat room over the existing chat socket events: history from REST, new,
 * edited and deleted messages as they come, and after a reconnect what came meanwhile.
 */
export function useSessionChat(roomId: string | null, myId: string) {
  const [log, setLog] = useState<ChatLine[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const logRef = useRef(log);
  logRef.current = log;
  const signalsRef = useRef(realtimeSignals(realtime as unknown as ConnectionLike));

  useEffect(() => {
    if (!roomId) return;
    let alive = true;
    const signals = signalsRef.current;
    const take = (messages: ChatMessageDto[]) => {
      const mine = messages.filter((m) => m?.roomId === roomId);
      if (alive && mine.length) setLog((l) => mergeMessages(l, mine));
    };
    const fetchPage = (query: { after?: number; size: number }) =>
      call(chatCalls.messages, { params: { roomId }, query }).then((page) => take(page.list));
    fetchPage({ size: 50 }).then(
      () => alive && setLoadError(null),
      (error: unknown) => alive && setLoadError(failureText(error)),
    );
    const one = (m: ChatMessageDto) => take([m]);
    const stops = [
      signals.on(SERVER_EVENTS.messageCreated, one),
      signals.on(SERVER_EVENTS.messageUpdated, one),
      signals.on(SERVER_EVENTS.messageDeleted, one),
      signals.onConnection((connected) => {
        if (connected)
          void fetchPage({ after: lastSeq(logRef.current), size: 100 }).catch(() => undefined);
      }),
    ];
    return () => {
      alive = false;
      for (const stop of stops) stop();
    };
  }, [roomId]);

  /** Send (or send again) a message; a refusal stays on the line with its Arabic reason. */
  const send = useCallback(
    async (text: string, id = newMessageId()): Promise<string | null> => {
      if (!roomId) return null;
      const checked = messageTextSchema.safeParse(text);
      if (!checked.success) return errorMessage(issueCode(checked.error.issues[0]!));
      setLog((l) =>
        addPending(l, {
          id,
          senderId: myId,
          text: checked.data,
          createdAt: new Date().toISOString(),
          editedAt: null,
          deleted: false,
        }),
      );
      const ack = await signalsRef.current.emit<ChatMessageDto>(CLIENT_EVENTS.sendMessage, {
        id,
        roomId,
        text: checked.data,
      });
      if (ack.result === 'ok' && ack.data) {
        const sent = ack.data;
        setLog((l) => mergeMessages(l, [sent]));
      } else {
        const reason = errorMessage(ackCode(ack));
        setLog((l) => markFailed(l, id, reason));
      }
      return null;
    },
    [roomId, myId],
  );

  /** Move my read mark to a message shown here (the server never moves it back). */
  const markRead = useCallback(
    (messageId: string) => {
      if (roomId)
        void signalsRef.current
          .emit(CLIENT_EVENTS.markRead, { roomId, messageId })
          .catch(() => undefined);
    },
    [roomId],
  );

  return { log, loadError, send, markRead };
}
