import { useEffect } from 'react';
import type { RealtimeConnection } from './realtime-connection.ts';

let loaded: Promise<{ realtime: RealtimeConnection }> | null = null;

/**
 * Keeps the app's one socket in step with the session token; mount once near the root. The
 * socket.io client loads only once someone is signed in, so the landing page never pays for it.
 */
export function useRealtimeSession(token: string | null): void {
  useEffect(() => {
    if (!token && !loaded) return;
    loaded ??= import('./realtime-connection.ts');
    void loaded.then(({ realtime }) => realtime.follow(token));
  }, [token]);
}
