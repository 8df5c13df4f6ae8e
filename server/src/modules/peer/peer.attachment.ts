import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { PEERJS_KEY, PEERJS_PATH } from '@kalam/shared';
import type { Attach } from '../../attachment.ts';
import { PeerRelayGuard } from './peer-relay-guard.ts';
import { holdTimers } from './peer-timers.ts';

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Our PeerJS server on the API's HTTP server (never the public PeerJS cloud), decision 034.
 * Its WebSocket server has no server of its own (`noServer`): we route the HTTP upgrade by path
 * here, so socket.io's upgrades are untouched, and admit a peer only with a valid session token
 * whose peer id matches. PeerJS clients must pass the id and token from GET /session/token.
 */
export const attachPeer: Attach = ({ deps, http }) => {
  const wss = new WebSocketServer({ noServer: true });
  const guard = new PeerRelayGuard();
  /** Each user's open signalling sockets, to end them when the account's tokens are revoked. */
  const byUser = new Map<string, Set<WebSocket>>();
  // `peer` (with Express inside) is loaded on the first video-call upgrade, not at startup: a
  // third of the server's code, needed only once a call starts (decision 201).
  let ready: Promise<{ stop(): void }> | undefined;
  const load = () =>
    (ready ??= import('peer').then(({ ExpressPeerServer }) => {
      const peer = ExpressPeerServer(http, {
        path: '/',
        key: PEERJS_KEY,
        allow_discovery: false,
        createWebSocketServer: () => wss,
      });
      // The peer server starts its signalling on Express's 'mount'. We serve no Express routes
      // (the client gets its id from us), so we fire 'mount' with an empty parent app. Its
      // timers are held so close() can stop them.
      return holdTimers(() =>
        peer.emit('mount', { settings: {}, request: {}, response: {}, engines: {} }),
      );
    }));

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://kalam');
    if (url.pathname !== PEERJS_PATH && !url.pathname.startsWith(`${PEERJS_PATH}/`)) return;
    const peerId = url.searchParams.get('id') ?? '';
    const token = url.searchParams.get('token') ?? '';
    if (url.searchParams.get('key') !== PEERJS_KEY) return refuse(socket, '400 Bad Request');
    void Promise.all([deps.sessionsService.admitPeer(token, peerId), load()]).then(
      ([admitted]) => {
        if (!admitted) return refuse(socket, '401 Unauthorized');
        wss.handleUpgrade(req, socket, head, (ws) => {
          guard.guard(ws, peerId, admitted.sessionId);
          const mine = byUser.get(admitted.userId) ?? new Set<WebSocket>();
          mine.add(ws);
          byUser.set(admitted.userId, mine);
          ws.once('close', () => {
            mine.delete(ws);
            if (mine.size === 0 && byUser.get(admitted.userId) === mine)
              byUser.delete(admitted.userId);
          });
          wss.emit('connection', ws, req);
        });
      },
      () => refuse(socket, '500 Internal Server Error'),
    );
  };
  http.on('upgrade', onUpgrade);
  // A suspended account or a password reset ends the user's signalling too (decision 196).
  const stopRevocations = deps.bus.subscribe('user-tokens-revoked', ({ userId }) => {
    for (const ws of byUser.get(userId) ?? []) ws.terminate();
  });

  return {
    async close() {
      stopRevocations();
      http.off('upgrade', onUpgrade);
      (await ready?.catch(() => undefined))?.stop();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
};
