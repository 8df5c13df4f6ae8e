/** A member's live state in a session: their open sockets and media toggles. */
export interface LiveMember {
  sockets: Set<string>;
  camera: boolean;
  microphone: boolean;
  screenShare: boolean;
  peerId: string | null;
}

/**
 * Who is in which session right now (in-process; past one process this moves to the socket.io
 * adapter). A user is joined while at least one of their sockets is.
 */
export class SessionState {
  private readonly sessions = new Map<string, Map<string, LiveMember>>();

  member(sessionId: string, userId: string): LiveMember | undefined {
    return this.sessions.get(sessionId)?.get(userId);
  }

  /** Add a socket; true when it is the user's first in the session (they joined). */
  join(sessionId: string, userId: string, socketId: string): boolean {
    let members = this.sessions.get(sessionId);
    if (!members) this.sessions.set(sessionId, (members = new Map()));
    let member = members.get(userId);
    const first = !member;
    if (!member) {
      member = {
        sockets: new Set(),
        camera: false,
        microphone: false,
        screenShare: false,
        peerId: null,
      };
      members.set(userId, member);
    }
    member.sockets.add(socketId);
    return first;
  }

  /** Remove a socket; true when it was the user's last (they left). */
  leave(sessionId: string, userId: string, socketId: string): boolean {
    const members = this.sessions.get(sessionId);
    const member = members?.get(userId);
    if (!members || !member || !member.sockets.delete(socketId)) return false;
    if (member.sockets.size > 0) return false;
    members.delete(userId);
    if (members.size === 0) this.sessions.delete(sessionId);
    return true;
  }

  clear(): void {
    this.sessions.clear();
  }
}
