import { io, type Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SOCKET_IO_PATH, type Ack } from '@kalam/shared';
import type { KalamServer } from '../../src/server.ts';

/** A real socket.io client on loopback, connected (or rejected) before it is returned. */
export async function connect(
  server: KalamServer,
  token: string | undefined,
  options: { header?: boolean } = {},
): Promise<Socket> {
  const socket = io(server.url, {
    path: SOCKET_IO_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token && !options.header ? { token } : {},
    extraHeaders: token && options.header ? { authorization: `Bearer ${token}` } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}

export function ask<T = unknown>(
  socket: Socket,
  event: string,
  payload?: unknown,
): Promise<Ack<T>> {
  return socket.timeout(5_000).emitWithAck(event, payload) as Promise<Ack<T>>;
}

/** Every payload of `event` a socket receives, in order. */
export function record<T = any>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** The next `event` on a socket. */
export function next<T = any>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

/** Wait until `check` holds, polling briefly (delivery is asynchronous). */
export async function until(check: () => boolean, what = 'condition'): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A round trip through the server on each socket: once it returns, every event emitted to
 * these sockets before it has arrived (socket.io keeps order per connection). A pre-join of
 * no session is refused, emits nothing and changes nothing.
 */
export async function settle(...sockets: Socket[]): Promise<void> {
  await Promise.all(sockets.map((s) => ask(s, CLIENT_EVENTS.sessionPreJoin, { sessionId: '' })));
}
