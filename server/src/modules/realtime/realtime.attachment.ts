import { Server as IoServer, type Socket } from 'socket.io';
import { AppError, SERVER_EVENTS, SOCKET_IO_PATH } from '@kalam/shared';
import type { Attach } from '../../attachments.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../http/app-env.ts';
import { registerChatEvents } from '../chat/chat.socket.ts';
import { registerSessionEvents } from '../sessions/sessions.socket.ts';
import { registerChannelEvents } from './channels.socket.ts';
import { deliverNotifications } from './notifications.ts';
import { userRoom } from './realtime.hub.ts';
import { startServerStats } from './server-stats.ts';

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
      next();
    }, refuse);
  });
  deps.realtime.bind(io);
  const stopNotifications = deliverNotifications(deps.bus, deps.realtime);
  const stats = startServerStats({
    http,
    hub: deps.realtime,
    presence: deps.presence,
    clock: deps.clock,
  });

  io.on('connection', (socket) => {
    const caller = socket.data.caller as Caller;
    void socket.join(userRoom(caller.id));
    if (deps.presence.connected(caller.id)) announce(deps, caller.id, true);
    registerChatEvents(socket, deps, caller);
    registerChannelEvents(socket, deps.log, caller, stats.snapshot);
    const leaveSessions = registerSessionEvents(socket, deps, caller);
    socket.on('disconnect', () => {
      leaveSessions();
      if (deps.presence.disconnected(caller.id)) announce(deps, caller.id, false);
    });
  });

  return {
    async close() {
      stats.stop();
      stopNotifications();
      io.local.disconnectSockets(true);
      io.engine.close();
      deps.realtime.bind(undefined);
      deps.presence.clear();
    },
  };
};
