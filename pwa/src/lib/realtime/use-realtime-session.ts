import { useEffect } from 'react';
import type { RealtimeConnection } from './realtime-connection.ts';

let loaded: Promise<RealtimeConnection> | null = null;

/** The app's one connection, with the socket.io client fetched on first need. */
export function loadRealtime(): Promise<RealtimeConnection> {
  loaded ??= import('./realtime-connection.ts').then((module) => module.realtime);
  return loaded;
}

/**
 * Keeps the app's one socket in step with the session token; mount once near the root. The
 * socket.io client loads only once someone is signed in, so the landing page never pays for it.
 * When the server refuses the socket's token (it closed the socket and the retry was refused:
 * an account suspended, a password reset elsewhere), `recheck` asks the server about the
 * session, and a dead one signs the person out.
 */
export function useRealtimeSession(token: string | null, recheck: () => Promise<void>): void {
  useEffect(() => {
    if (!token && !loaded) return;
    void loadRealtime().then((realtime) => realtime.follow(token));
  }, [token]);
  useEffect(() => {
    if (!token) return;
    let stop = () => {};
    let stopped = false;
    void loadRealtime().then((realtime) => {
      if (stopped) return;
      stop = realtime.onRefused(() => void recheck().catch(() => undefined));
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [token, recheck]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- socket.io's own listener type
type Listener = (...args: any[]) => void;

/**
 * Listens to server events on the app's socket without loading socket.io up front; the
 * listeners move with the socket when it is replaced (a refreshed token). Returns the stop.
 */
export function listenRealtime(handlers: ReadonlyArray<readonly [string, Listener]>): () => void {
  let stopped = false;
  let stop = () => {};
  void loadRealtime().then((realtime) => {
    if (stopped) return;
    let socket = realtime.current;
    const attach = () => handlers.forEach(([name, handler]) => socket?.on(name, handler));
    const detach = () => handlers.forEach(([name, handler]) => socket?.off(name, handler));
    attach();
    const off = realtime.onState(() => {
      if (realtime.current === socket) return;
      detach();
      socket = realtime.current;
      attach();
    });
    stop = () => {
      off();
      detach();
    };
  });
  return () => {
    stopped = true;
    stop();
  };
}
