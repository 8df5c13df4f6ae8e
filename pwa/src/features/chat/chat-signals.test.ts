import { describe, expect, it } from 'vitest';
import { chatSignals, type ConnectionLike, type SocketLike } from './chat-signals.ts';

/** A socket.io-like socket that records what is registered and sent. */
class FakeSocket implements SocketLike {
  connected = true;
  readonly handlers = new Map<string, Set<(p: never) => void>>();
  readonly sent: [string, unknown][] = [];
  on(event: string, handler: (p: never) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
  }
  off(event: string, handler: (p: never) => void) {
    this.handlers.get(event)?.delete(handler);
  }
  emit(event: string, payload: unknown) {
    this.sent.push([event, payload]);
  }
  deliver(event: string, payload: unknown) {
    for (const h of this.handlers.get(event) ?? []) h(payload as never);
  }
}

class FakeConnection implements ConnectionLike {
  current: FakeSocket | null = null;
  private readonly listeners = new Set<(c: boolean) => void>();
  get connected() {
    return this.current?.connected ?? false;
  }
  onState(listener: (c: boolean) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  /** The app's connection swaps its socket (a refreshed token) and connects. */
  swap(socket: FakeSocket | null) {
    this.current = socket;
    for (const l of this.listeners) l(this.connected);
  }
}

describe('chat signals on the app socket', () => {
  it('follows the socket that is current, and stops listening when asked', () => {
    const connection = new FakeConnection();
    const signals = chatSignals(connection);
    const heard: unknown[] = [];
    const stop = signals.on('chat:typing', (p) => heard.push(p));
    const first = new FakeSocket();
    connection.swap(first);
    first.deliver('chat:typing', 1);
    const second = new FakeSocket();
    connection.swap(second);
    first.deliver('chat:typing', 'old socket');
    second.deliver('chat:typing', 2);
    stop();
    second.deliver('chat:typing', 'after stop');
    expect(heard).toEqual([1, 2]);
    expect(second.handlers.get('chat:typing')?.size).toBe(0);
  });

  it('sends only while connected, so nothing stale is replayed later', () => {
    const connection = new FakeConnection();
    const signals = chatSignals(connection);
    signals.send('chat:typing', { roomId: 'r', typing: true });
    const socket = new FakeSocket();
    socket.connected = false;
    connection.swap(socket);
    signals.send('chat:typing', { roomId: 'r', typing: true });
    socket.connected = true;
    signals.send('chat:typing', { roomId: 'r', typing: false });
    expect(socket.sent).toEqual([['chat:typing', { roomId: 'r', typing: false }]]);
  });

  it('reports the connection state at once and on every change', () => {
    const connection = new FakeConnection();
    const states: boolean[] = [];
    const stop = chatSignals(connection).onConnection((c) => states.push(c));
    connection.swap(new FakeSocket());
    connection.swap(null);
    stop();
    connection.swap(new FakeSocket());
    expect(states).toEqual([false, true, false]);
  });
});
