import { useEffect, useState, useSyncExternalStore } from 'react';
import { realtime } from '../../lib/realtime/realtime-connection.ts';
import { browserMedia } from './local-media.ts';
import { browserPeers } from './peer-link.ts';
import { SessionController, type RoomSnapshot } from './session-controller.ts';
import { sessionApi } from './session-api.ts';
import { initialRoomState } from './session-machine.ts';
import { realtimeSignals, type ConnectionLike } from './session-signals.ts';

const idle: RoomSnapshot = { state: initialRoomState, local: null, screen: null, remote: null };
const noop = () => () => {};

/**
 * One controller per room visit, wired to the browser and the app's one socket; the screens read
 * its snapshot. It is made inside the effect, so a remount (StrictMode, a new session id) gets a
 * fresh one, and leaving the page hangs up and releases the camera.
 */
export function useSessionRoom(sessionId: string, myId: string) {
  const [controller, setController] = useState<SessionController | null>(null);
  useEffect(() => {
    const made = new SessionController({
      sessionId,
      myId,
      api: sessionApi,
      signals: realtimeSignals(realtime as unknown as ConnectionLike),
      media: browserMedia,
      peers: browserPeers,
    });
    setController(made);
    made.start();
    return () => made.dispose();
  }, [sessionId, myId]);
  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noop,
    controller?.getSnapshot ?? (() => idle),
    () => idle,
  );
  return { controller, snapshot };
}
