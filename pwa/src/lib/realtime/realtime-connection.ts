import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { REALTIME_RECONNECT } from '@kalam/shared';

/** The socket.io options of spec §7 "Realtime": token in the handshake, reconnect 1 s → 5 s. */
export function realtimeOptions(token: string): Partial<ManagerOptions & SocketOptions> {
  return {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: REALTIME_RECONNECT.delayMs,
    reconnectionDelayMax: REALTIME_RECONNECT.delayMaxMs,
    randomizationFactor: REALTIME_RECONNECT.randomizationFactor,
    timeout: REALTIME_RECONNECT.timeoutMs,
  };
}

type Connect = (options: Partial<ManagerOptions & SocketOptions>) => Socket;
const connectToOrigin: Connect = (options) => io(options);

/**
 * One socket for the whole app (spec §4 "Realtime connection"): created when a token exists and
 * none exists yet; a new token (refresh, other account) replaces it; sign-out closes it.
 */
export class RealtimeConnection {
  private socket: Socket | null = null;
  private token: string | null = null;
  private readonly listeners = new Set<(connected: boolean) => void>();
  private readonly refused = new Set<() => void>();

  constructor(private readonly connect: Connect = connectToOrigin) {}

  /** Follows the session: call with the current token (or null) whenever it changes. */
  follow(token: string | null): Socket | null {
    if (!token) {
      this.close();
      return null;
    }
    if (this.socket && this.token === token) return this.socket;
    this.close();
    this.token = token;
    const socket = this.connect(realtimeOptions(token));
    // Spec §4: connection events go to the console only, never to the person.
    socket.on('connect', () => {
      console.info('[realtime] connected');
      this.emitState(true);
    });
    socket.on('disconnect', (reason: string) => {
      console.info('[realtime] disconnected:', reason);
      this.emitState(false);
      // The server closed it and socket.io will not retry by itself: try once more. A live
      // session connects again; an ended one (suspended, password reset) is refused below.
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('connect_error', (error: Error) => {
      console.warn('[realtime] connection error:', error.message);
      // The token was refused: the app asks whether its session still holds (decision 196).
      if (error.message === 'unauthenticated') for (const listener of this.refused) listener();
    });
    this.socket = socket;
    return socket;
  }

  get current(): Socket | null {
    return this.socket;
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Connected/disconnected flag for the UI; returns the unsubscribe function. */
  onState(listener: (connected: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called when the server refused this socket's token; returns the unsubscribe function. */
  onRefused(listener: () => void): () => void {
    this.refused.add(listener);
    return () => this.refused.delete(listener);
  }

  close(): void {
    if (!this.socket) return;
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.socket = null;
    this.token = null;
    this.emitState(false);
  }

  private emitState(connected: boolean): void {
    for (const listener of this.listeners) listener(connected);
  }
}

/** The app's one connection; features read `realtime.current` or subscribe with `onState`. */
export const realtime = new RealtimeConnection();
