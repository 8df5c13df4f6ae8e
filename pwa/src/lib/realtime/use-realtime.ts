import { useSyncExternalStore } from 'react';
import { realtime } from './realtime-connection.ts';

/** The connected/disconnected flag of spec §4, for an indicator. */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(
    (notify) => realtime.onState(notify),
    () => realtime.connected,
    () => false,
  );
}
