import type { Server as IoServer } from 'socket.io';
import type { RealtimeChannel, ServerEvent } from '@kalam/shared';

export const userRoom = (userId: string) => `user:${userId}`;
export const channelRoom = (channel: RealtimeChannel) => `channel:${channel}`;
export const chatRoom = (roomId: string) => `chat:${roomId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The one way services reach connected clients. It lives in deps before socket.io starts (the
 * realtime attachment binds it), so a service can emit without knowing socket.io, and emits
 * before binding (e.g. the seed) are dropped: clients catch up through REST and sync.
 */
export class RealtimeHub {
  private io: IoServer | undefined;

  bind(io: IoServer | undefined): void {
    this.io = io;
  }

  get server(): IoServer | undefined {
    return this.io;
  }

  /** To every connection (every tab) of these users, except one socket (the sender's). */
  toUsers(
    userIds: readonly string[],
    event: ServerEvent,
    payload: unknown,
    exceptSocketId?: string,
  ) {
    if (!this.io || userIds.length === 0) return;
    const target = this.io.to([...new Set(userIds)].map(userRoom));
    (exceptSocketId ? target.except(exceptSocketId) : target).emit(event, payload);
  }

  toSockets(socketIds: readonly string[], event: ServerEvent, payload: unknown) {
    if (this.io && socketIds.length > 0) this.io.to([...socketIds]).emit(event, payload);
  }

  toChannel(channel: RealtimeChannel, event: ServerEvent, payload: unknown) {
    this.io?.to(channelRoom(channel)).emit(event, payload);
  }

  toRoom(room: string, event: ServerEvent, payload: unknown, exceptSocketId?: string) {
    if (!this.io) return;
    const target = this.io.to(room);
    (exceptSocketId ? target.except(exceptSocketId) : target).emit(event, payload);
  }

  /** Sockets of a user that are in a socket.io room (for "is this member in the session"). */
  socketIdsOf(userId: string, room?: string): string[] {
    if (!this.io) return [];
    const mine = this.io.sockets.adapter.rooms.get(userRoom(userId));
    if (!mine) return [];
    if (!room) return [...mine];
    const inRoom = this.io.sockets.adapter.rooms.get(room);
    return [...mine].filter((id) => inRoom?.has(id));
  }

  get connections(): number {
    return this.io?.engine.clientsCount ?? 0;
  }
}
