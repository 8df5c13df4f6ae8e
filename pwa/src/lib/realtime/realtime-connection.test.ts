import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { REALTIME_RECONNECT } from '@kalam/shared';
import { RealtimeConnection, realtimeOptions } from './realtime-connection.ts';

/** A stand-in socket that records what the connection does with it. */
function fakeSocket() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const socket = {
    connected: false,
    disconnected: 0,
    connects: 0,
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, handler);
      return socket;
    },
    removeAllListeners() {
      handlers.clear();
      return socket;
    },
    disconnect() {
      socket.disconnected += 1;
      return socket;
    },
    connect() {
      socket.connects += 1;
      return socket;
    },
    fire(event: string, ...args: unknown[]) {
      handlers.get(event)?.(...args);
    },
  };
  return socket;
}

function setup() {
  const made: { token: unknown; socket: ReturnType<typeof fakeSocket> }[] = [];
  const connection = new RealtimeConnection((options) => {
    const socket = fakeSocket();
    made.push({ token: (options.auth as { token: string }).token, socket });
    return socket as unknown as Socket;
  });
  return { connection, made };
}

describe('realtime connection (spec §4, §7)', () => {
  it('uses the reconnect settings of the spec and sends the token in the handshake', () => {
    const options = realtimeOptions('t1');
    expect(options.auth).toEqual({ token: 't1' });
    expect(options.reconnectionDelay).toBe(REALTIME_RECONNECT.delayMs);
    expect(options.reconnectionDelayMax).toBe(REALTIME_RECONNECT.delayMaxMs);
    expect(options.randomizationFactor).toBe(0.5);
    expect(options.timeout).toBe(20_000);
  });

  it('creates no connection without a token', () => {
    const { connection, made } = setup();
    expect(connection.follow(null)).toBeNull();
    expect(made).toHaveLength(0);
  });

  it('creates one connection when a token exists and none exists yet', () => {
    const { connection, made } = setup();
    const first = connection.follow('t1');
    const again = connection.follow('t1');
    expect(made).toHaveLength(1);
    expect(again).toBe(first);
  });

  it('replaces the connection for a new token and closes it on sign-out', () => {
    const { connection, made } = setup();
    connection.follow('t1');
    connection.follow('t2');
    expect(made.map((m) => m.token)).toEqual(['t1', 't2']);
    expect(made[0]!.socket.disconnected).toBe(1);
    connection.follow(null);
    expect(made[1]!.socket.disconnected).toBe(1);
    expect(connection.current).toBeNull();
  });

  it('reports connected and disconnected to listeners', () => {
    const { connection, made } = setup();
    const seen: boolean[] = [];
    connection.onState((connected) => seen.push(connected));
    connection.follow('t1');
    made[0]!.socket.fire('connect');
    made[0]!.socket.fire('disconnect');
    expect(seen).toEqual([true, false]);
  });

  it('tries again when the server closed the socket, and tells the app when the token is refused', () => {
    const { connection, made } = setup();
    let refused = 0;
    connection.onRefused(() => (refused += 1));
    connection.follow('t1');
    const socket = made[0]!.socket;
    // The network dropped it: socket.io retries by itself.
    socket.fire('disconnect', 'transport close');
    expect(socket.connects).toBe(0);
    // The server closed it: one more try, on the same socket.
    socket.fire('disconnect', 'io server disconnect');
    expect(socket.connects).toBe(1);
    expect(refused).toBe(0);
    socket.fire('connect_error', new Error('timeout'));
    expect(refused).toBe(0);
    // The retry's token was refused: the session may have ended.
    socket.fire('connect_error', new Error('unauthenticated'));
    expect(refused).toBe(1);
    expect(made).toHaveLength(1);
  });
});
