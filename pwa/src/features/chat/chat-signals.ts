import type { ClientEvent, ServerEvent } from '@kalam/shared';

/** The part of socket.io's client socket the chat screen uses. */
export interface SocketLike {
  connected: boolean;
  on(event: string, handler: (payload: never) => void): unknown;
  off(event: string, handler: (payload: never) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

/** The part of the app's one realtime connection (lib/realtime) the chat screen uses. */
export interface ConnectionLike {
  readonly current: SocketLike | null;
  readonly connected: boolean;
  onState(listener: (connected: boolean) => void): () => void;
}

/**
 * Chat's listeners on the app's socket (decision 059: never a second connection). A token
 * refresh replaces the socket, so a listener follows whichever socket is current: it is
 * (re)attached at every connect and detached when stopped.
 */
export function chatSignals(connection: ConnectionLike) {
  return {
    get connected() {
      return connection.connected;
    },

    on<T>(event: ServerEvent, handler: (payload: T) => void): () => void {
      let socket: SocketLike | null = null;
      const attach = () => {
        const current = connection.current;
        if (current === socket) return;
        socket?.off(event, handler as never);
        socket = current;
        socket?.on(event, handler as never);
      };
      attach();
      const stop = connection.onState(attach);
      return () => {
        stop();
        socket?.off(event, handler as never);
        socket = null;
      };
    },

    /** Connected / disconnected; called at once with the present state. */
    onConnection(handler: (connected: boolean) => void): () => void {
      handler(connection.connected);
      return connection.onState(handler);
    },

    /**
     * Send without waiting (typing is a hint: a lost one is healed by the next). Nothing is
     * queued while disconnected — socket.io would replay stale typing on reconnect.
     */
    send(event: ClientEvent, payload: unknown): void {
      const socket = connection.current;
      if (socket?.connected) socket.emit(event, payload);
    },
  };
}

export type ChatSignals = ReturnType<typeof chatSignals>;
