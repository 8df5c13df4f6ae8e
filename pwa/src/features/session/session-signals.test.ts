import { describe, expect, it } from 'vitest';
import {
  ackCode,
  realtimeSignals,
  type ConnectionLike,
  type SocketLike,
} from './session-signals.ts';

/** A socket.io client stand-in: records listeners, answers emits with what the test says. */
function fakeSocket(answer: (event: string, payload: unknown) => Promise<unknown>) {
  const handlers = new Map<string, Set<(p: never) => void>>();
  const socket = {
    connected: true,
    timeouts: [] as number[],
    on(event: string, handler: (p: never) => void) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      return socket;
    },
    off(event: string, handler: (p: never) => void) {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    timeout(ms: number) {
      socket.timeouts.push(ms);
      return { emitWithAck: answer };
    },
    fire(event: string, payload: unknown) {
      for (const h of handlers.get(event) ?? []) h(payload as never);
    },
    count(event: string) {
      return handlers.get(event)?.size ?? 0;
    },
  };
  return socket;
}

function fakeConnection(first: SocketLike | null) {
  const listeners = new Set<(c: boolean) => void>();
  const connection = {
    current: first,
    get connected() {
      return connection.current?.connected ?? false;
    },
    onState(listener: (c: boolean) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replace(next: SocketLike | null) {
      connection.current = null;
      for (const l of listeners) l(false);
      connection.current = next;
      for (const l of listeners) l(true);
    },
  };
  return connection satisfies ConnectionLike;
}

describe('the room over the app’s one socket (decision 059)', () => {
  it('sends with an acknowledgement and a time limit', async () => {
    const socket = fakeSocket(async (event, payload) => ({
      result: 'ok',
      data: { event, payload },
    }));
    const signals = realtimeSignals(fakeConnection(socket), 1234);
    const ack = await signals.emit('session:join', { sessionId: 'lesson:1' });
    expect(ack).toEqual({
      result: 'ok',
      data: { event: 'session:join', payload: { sessionId: 'lesson:1' } },
    });
    expect(socket.timeouts).toEqual([1234]);
  });

  it('answers «unreachable» without a socket, when it is down, or when no answer comes', async () => {
    expect(await realtimeSignals(fakeConnection(null), 1234, 20).emit('session:join', {})).toEqual({
      result: 'unreachable',
    });
    const down = fakeSocket(async () => ({ result: 'ok' }));
    down.connected = false;
    expect(
      (await realtimeSignals(fakeConnection(down), 1234, 20).emit('session:join', {})).result,
    ).toBe('unreachable');
    const silent = fakeSocket(() => Promise.reject(new Error('operation has timed out')));
    expect((await realtimeSignals(fakeConnection(silent)).emit('session:join', {})).result).toBe(
      'unreachable',
    );
  });

  it('waits for a dropped connection to come back before sending (a tab waking from sleep)', async () => {
    const socket = fakeSocket(async (event) => ({ result: 'ok', data: event }));
    socket.connected = false;
    const connection = fakeConnection(socket);
    const sent = realtimeSignals(connection, 1234, 5_000).emit('session:join', {});
    expect(socket.timeouts).toEqual([]);
    socket.connected = true;
    connection.replace(socket);
    expect(await sent).toEqual({ result: 'ok', data: 'session:join' });
    expect(socket.timeouts).toEqual([1234]);
  });

  it('follows a replaced socket (token refresh) and lets go of the old one', () => {
    const first = fakeSocket(async () => ({ result: 'ok' }));
    const connection = fakeConnection(first);
    const signals = realtimeSignals(connection);
    const seen: unknown[] = [];
    const stop = signals.on('session:member-joined', (p) => seen.push(p));
    first.fire('session:member-joined', 1);
    const second = fakeSocket(async () => ({ result: 'ok' }));
    connection.replace(second);
    first.fire('session:member-joined', 'old');
    second.fire('session:member-joined', 2);
    expect(seen).toEqual([1, 2]);
    expect(first.count('session:member-joined')).toBe(0);
    stop();
    expect(second.count('session:member-joined')).toBe(0);
  });

  it('reads the catalogue code of a refusal', () => {
    expect(ackCode({ result: 'unallowed', data: { code: 'session-closed', message: '…' } })).toBe(
      'session-closed',
    );
    expect(ackCode({ result: 'not-member' })).toBe('not-session-member');
    expect(ackCode({ result: 'unreachable' })).toBe('connection-failure');
    expect(ackCode({ result: 'unallowed', data: { code: 'made-up' } })).toBe('unexpected');
  });
});
