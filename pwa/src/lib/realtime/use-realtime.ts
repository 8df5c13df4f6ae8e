import { useEffect, useSyncExternalStore } from 'react';
import { realtime } from './realtime-connection.ts';

/** Keeps the app's socket in step with the session token; mount once near the root. */
export function useRealtimeSession(token: string | null): void {
  useEffect(() => {
    realtime.follow(token);
  }, [token]);
}

/** The connected/disconnected flag of spec §4, for an indicator. */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(
    (notify) => realtime.onState(notify),
    () => realtime.connected,
    () => false,
  );
}
