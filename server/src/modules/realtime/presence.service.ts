/**
 * Who is online: a user is online while at least one connection (tab, device) is open.
 * In-process state; past one process this moves to the socket.io Redis adapter's rooms.
 */
export class PresenceService {
  private readonly connections = new Map<string, number>();

  /** Count a connection; true when it is the user's first (they came online). */
  connected(userId: string): boolean {
    const count = (this.connections.get(userId) ?? 0) + 1;
    this.connections.set(userId, count);
    return count === 1;
  }

  /** Drop a connection; true when it was the user's last (they went offline). */
  disconnected(userId: string): boolean {
    const count = (this.connections.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.connections.set(userId, count);
      return false;
    }
    this.connections.delete(userId);
    return true;
  }

  isOnline(userId: string): boolean {
    return (this.connections.get(userId) ?? 0) > 0;
  }

  get onlineUsers(): number {
    return this.connections.size;
  }

  clear(): void {
    this.connections.clear();
  }
}
