import {
  isErrorCode,
  type Ack,
  type ClientEvent,
  type ErrorCode,
  type ServerEvent,
} from '@kalam/shared';

/** What the room needs from the realtime socket; the tests give a fake. */
export interface SignalPort {
  /** Send and wait for the acknowledgement; no socket or no answer in time is `unreachable`. */
  emit<T = unknown>(event: ClientEvent, payload: unknown): Promise<Ack<T>>;
  /** Listen to a server event on whatever socket is current; returns the way to stop. */
  on<T = unknown>(event: ServerEvent, handler: (payload: T) => void): () => void;
  /** Connected / disconnected, as the app's one connection reports it. */
  onConnection(handler: (connected: boolean) => void): () => void;
  readonly connected: boolean;
}

/** The part of socket.io's client socket we use. */
export interface SocketLike {
  connected: boolean;
  on(event: string, handler: (payload: never) => void): unknown;
  off(event: string, handler: (payload: never) => void): unknown;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
}

/** The part of the app's RealtimeConnection we use (lib/realtime). */
export interface ConnectionLike {
  readonly current: SocketLike | null;
  readonly connected: boolean;
  onState(listener: (connected: boolean) => void): () => void;
}

export const ACK_TIMEOUT_MS = 8_000;
/**
 * How long a send waits for a dropped connection to come back (it reconnects after 1–5 s):
 * a tab waking from sleep finds its socket timed out and reconnecting, and a click on «join»
 * then should wait for it, not fail at once.
 */
export const RECONNECT_WAIT_MS = 6_000;

const UNREACHABLE: Ack<never> = { result: 'unreachable' };

/**
 * The room's signalling over the app's one socket.io connection (decision 059: never a second
 * one). The connection may replace its socket (token refresh), so listeners follow the current
 * socket instead of holding the first one.
 */
export function realtimeSignals(
  connection: ConnectionLike,
  ackTimeoutMs = ACK_TIMEOUT_MS,
  reconnectWaitMs = RECONNECT_WAIT_MS,
): SignalPort {
  return {
    get connected() {
      return connection.connected;
    },
    async emit<T>(event: ClientEvent, payload: unknown): Promise<Ack<T>> {
      const socket = await connectedSocket(connection, reconnectWaitMs);
      if (!socket) return UNREACHABLE;
      try {
        const ack = (await socket.timeout(ackTimeoutMs).emitWithAck(event, payload)) as Ack<T>;
        return ack && typeof ack.result === 'string' ? ack : UNREACHABLE;
      } catch {
        return UNREACHABLE;
      }
    },
    on<T>(event: ServerEvent, handler: (payload: T) => void) {
      const listener = handler as (payload: never) => void;
      let socket = connection.current;
      socket?.on(event, listener);
      const stop = connection.onState(() => {
        if (connection.current === socket) return;
        socket?.off(event, listener);
        socket = connection.current;
        socket?.on(event, listener);
      });
      return () => {
        stop();
        socket?.off(event, listener);
      };
    },
    onConnection(handler) {
      return connection.onState(handler);
    },
  };
}

/** The current socket once it is connected, waiting up to `ms` for a reconnection; else null. */
function connectedSocket(connection: ConnectionLike, ms: number): Promise<SocketLike | null> {
  if (connection.current?.connected) return Promise.resolve(connection.current);
  if (ms <= 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (socket: SocketLike | null) => {
      clearTimeout(timer);
      stop();
      resolve(socket);
    };
    const timer = setTimeout(() => done(null), ms);
    const stop = connection.onState(() => {
      if (connection.current?.connected) done(connection.current);
    });
  });
}

const CODE_OF_RESULT: Partial<Record<Ack['result'], ErrorCode>> = {
  'not-member': 'not-session-member',
  'invalid-session-id': 'session-not-found',
  'interview-not-found': 'interview-not-found',
  'lesson-not-found': 'lesson-not-found',
  unreachable: 'connection-failure',
};

/** The catalogue code behind a refused acknowledgement (its `data.code`, else its result). */
export function ackCode(ack: Ack): ErrorCode {
  const code = (ack.data as { code?: unknown } | undefined)?.code;
  if (isErrorCode(code)) return code;
  return CODE_OF_RESULT[ack.result] ?? 'unexpected';
}
