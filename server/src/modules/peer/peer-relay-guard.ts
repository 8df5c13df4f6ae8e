import type WebSocket from 'ws';

const RELAYED = new Set(['OFFER', 'ANSWER', 'CANDIDATE', 'LEAVE', 'EXPIRE']);

/**
 * PeerJS relays any message to any peer id it knows. We keep each admitted peer's session, and
 * drop a relayed message whose destination is not in the sender's session (decision 034).
 * The check sits on the socket's 'message' event, before the peer server's own listener runs.
 */
export class PeerRelayGuard {
  private readonly admitted = new Map<string, { sessionId: string; socket: WebSocket }>();

  admit(peerId: string, sessionId: string, socket: WebSocket): void {
    this.admitted.set(peerId, { sessionId, socket });
  }

  /** Forget a peer when its socket closes, unless a reconnect already replaced that socket. */
  forget(peerId: string, socket: WebSocket): void {
    if (this.admitted.get(peerId)?.socket === socket) this.admitted.delete(peerId);
  }

  allows(srcPeerId: string, data: WebSocket.RawData): boolean {
    let message: { type?: unknown; dst?: unknown };
    try {
      message = JSON.parse(data.toString()) as typeof message;
    } catch {
      return false;
    }
    if (typeof message.type !== 'string' || !RELAYED.has(message.type)) return true;
    const session = this.admitted.get(srcPeerId)?.sessionId;
    return (
      typeof message.dst === 'string' &&
      session !== undefined &&
      this.admitted.get(message.dst)?.sessionId === session
    );
  }

  /** Admit a peer and filter its socket's incoming messages through `allows`. */
  guard(socket: WebSocket, peerId: string, sessionId: string): void {
    this.admit(peerId, sessionId, socket);
    socket.once('close', () => this.forget(peerId, socket));
    const emit = socket.emit.bind(socket);
    socket.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event === 'message' && !this.allows(peerId, args[0] as WebSocket.RawData)) return false;
      return emit(event, ...args);
    }) as typeof socket.emit;
  }
}
