import { decodeJwt } from 'jose';
import { Server as IoServer, type Socket } from 'socket.io';
import { AppError, SERVER_EVENTS, SOCKET_IO_PATH } from '@kalam/shared';
import type { Attach } from '../attachment.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../kernel/caller.ts';
import { registerChatEvents } from '../modules/chat/chat.socket.ts';
import { registerSessionEvents } from '../modules/sessions/sessions.socket.ts';
import { registerChannelEvents } from '../modules/realtime/channels.socket.ts';
import { deliverNotifications } from '../modules/realtime/notifications.ts';
import { deliverOnboardingEvents } from '../modules/realtime/onboarding-events.ts';
import { userRoom } from '../modules/realtime/realtime.hub.ts';
import { startServerStats } from '../modules/realtime/server-stats.ts';

/** setTimeout's ceiling (about 24.8 days); tokens live 14 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The bearer token of a handshake: `auth.token` (browsers) or the Authorization header. */
function handshakeToken(socket: Socket): string | undefined {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string') return auth.token.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

function announce(deps: AppDeps, userId: string, online: boolean): void {
  deps.realtime.toUsers(deps.chatService.contactsOf(userId), SERVER_EVENTS.userStatusChanged, {
    userId,
    online,
  });
}

/**
 * socket.io on the API's HTTP server at /socket.io (decision 030). A connection without a
 * valid token is refused at the handshake with `unauthenticated`; each socket joins its
 * user's room, which is how everything for that user (every tab) is delivered.
 */
export const attachRealtime: Attach = ({ deps, http }) => {
  const io = new IoServer(http, {
    path: SOCKET_IO_PATH,
    serveClient: false,
    // A chat message is at most 4000 characters and an SDP a few KB: refuse bigger packets.
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: deps.config.allowedOrigins, credentials: true },
  });
  io.use((socket, next) => {
    const token = handshakeToken(socket);
    const refuse = () => {
      const error = new AppError('unauthenticated');
      next(Object.assign(new Error(error.code), { data: error.toEnvelope() }));
    };
    if (!token) return refuse();
    deps.tokens.authenticate(token).then((caller) => {
      socket.data.caller = caller;
      // Verified just above, so its `exp` can be trusted.
      socket.data.expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
      next();
    }, refuse);
  });
  deps.realtime.bind(io);
  const stopNotifications = deliverNotifications(deps.bus, deps.realtime, deps.lessonsService);
  // Onboarding steps change live on /t/onboarding and /interviews (decision 186).
  const stopOnboarding = deliverOnboardingEvents(deps.bus, deps.realtime, {
    progressOf: (tutorId) => {
      try {
        return deps.onboardingProgress.of(tutorId);
      } catch {
        return null;
      }
    },
    interviewFor: (id, viewerId) => deps.interviewsService.memberView(id, viewerId),
    demoSession: (id) => deps.demoSessionsService.viewById(id),
    reviewerIds: () => deps.adminViewsService.interviewers().map((m) => m.id),
  });
  // A password reset ends every session of that user, the live ones too.
  const stopRevocations = deps.bus.subscribe('user-tokens-revoked', ({ userId }) => {
    io.in(userRoom(userId)).disconnectSockets(true);
  });
  // A socket keeps the caller of its handshake: after a role change (an admin no longer one) it
  // would go on deciding on the old role. The client connects again and is decided afresh.
  const stopRoleChanges = deps.bus.subscribe('user-role-changed', ({ userId }) => {
    io.in(userRoom(userId)).disconnectSockets(true);
  });
  const stats = startServerStats({
    http,
    hub: deps.realtime,
    presence: deps.presence,
    clock: deps.clock,
  });

  io.on('connection', (socket) => {
    const caller = socket.data.caller as Caller;
    void socket.join(userRoom(caller.id));
    // The token was checked once, at connect: the connection ends when the token does. The
    // client reconnects with its refreshed token (or is signed out).
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(Math.max((socket.data.expiresAt as number) - deps.clock.now(), 0), MAX_TIMER_MS),
    );
    if (deps.presence.connected(caller.id)) announce(deps, caller.id, true);
    registerChatEvents(socket, deps, caller);
    registerChannelEvents(socket, deps.log, caller, stats.snapshot);
    const leaveSessions = registerSessionEvents(socket, deps, caller);
    socket.on('disconnect', () => {
      clearTimeout(expiry);
      leaveSessions();
      if (deps.presence.disconnected(caller.id)) announce(deps, caller.id, false);
    });
  });

  return {
    async close() {
      stats.stop();
      stopNotifications();
      stopOnboarding();
      stopRevocations();
      stopRoleChanges();
      io.local.disconnectSockets(true);
      io.engine.close();
      deps.realtime.bind(undefined);
      deps.presence.clear();
    },
  };
};
