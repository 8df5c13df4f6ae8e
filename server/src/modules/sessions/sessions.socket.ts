import type { Socket } from 'socket.io';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  sessionPayloadSchema,
  sessionRegisterPeerPayloadSchema,
  sessionSignalPayloadSchema,
  sessionTogglePayloadSchema,
} from '@kalam/shared';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../kernel/caller.ts';
import { onEvent } from '../realtime/index.ts';
import { sessionRoom } from '../realtime/index.ts';
import type { SignalEvent } from './sessions.service.ts';

/**
 * Session signalling over the socket. Returns what to do when the socket drops: leave every
 * session it had joined (so attendance closes and the others are told).
 */
export function registerSessionEvents(socket: Socket, deps: AppDeps, caller: Caller): () => void {
  const { sessionsService: sessions, log } = deps;
  const joined = new Set<string>();

  onEvent(socket, log, CLIENT_EVENTS.sessionPreJoin, sessionPayloadSchema, ({ sessionId }) =>
    sessions.preJoin(caller, sessionId),
  );
  onEvent(socket, log, CLIENT_EVENTS.sessionJoin, sessionPayloadSchema, async ({ sessionId }) => {
    const session = sessions.join(caller, sessionId, socket.id);
    joined.add(session.id);
    await socket.join(sessionRoom(session.id));
    return session;
  });
  onEvent(socket, log, CLIENT_EVENTS.sessionLeave, sessionPayloadSchema, async ({ sessionId }) => {
    sessions.leave(caller.id, sessionId, socket.id);
    joined.delete(sessionId);
    await socket.leave(sessionRoom(sessionId));
  });
  const toggles = [
    [CLIENT_EVENTS.sessionCamera, 'camera'],
    [CLIENT_EVENTS.sessionMicrophone, 'microphone'],
    [CLIENT_EVENTS.sessionScreenShare, 'screenShare'],
  ] as const;
  for (const [event, what] of toggles)
    onEvent(socket, log, event, sessionTogglePayloadSchema, ({ sessionId, on }) =>
      sessions.toggle(caller, sessionId, what, on, socket.id),
    );
  onEvent(socket, log, CLIENT_EVENTS.sessionRegisterPeer, sessionRegisterPeerPayloadSchema, (p) =>
    sessions.registerPeer(caller, p.sessionId, p.peerId, socket.id),
  );
  const signals: [string, SignalEvent][] = [
    [CLIENT_EVENTS.sessionOffer, SERVER_EVENTS.sessionOffer],
    [CLIENT_EVENTS.sessionAnswer, SERVER_EVENTS.sessionAnswer],
    [CLIENT_EVENTS.sessionIceCandidate, SERVER_EVENTS.sessionIceCandidate],
    [CLIENT_EVENTS.sessionPing, SERVER_EVENTS.sessionPing],
    [CLIENT_EVENTS.sessionPong, SERVER_EVENTS.sessionPong],
  ];
  for (const [event, out] of signals)
    onEvent(socket, log, event, sessionSignalPayloadSchema, (p) => {
      sessions.relay(caller, out, p);
    });

  return () => {
    for (const sessionId of joined) sessions.leave(caller.id, sessionId, socket.id);
    joined.clear();
  };
}
