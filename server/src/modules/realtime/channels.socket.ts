import type { Socket } from 'socket.io';
import {
  AppError,
  channelPayloadSchema,
  CLIENT_EVENTS,
  isAdmin,
  SERVER_EVENTS,
  type RealtimeChannel,
  type ServerStats,
} from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import type { Logger } from '../../kernel/logger.ts';
import { onEvent } from './ack.ts';
import { channelRoom } from './realtime.hub.ts';

const ADMIN_ONLY: readonly RealtimeChannel[] = ['admin-invoices', 'server-stats'];

/** Channels: 'tutors-cache' for anyone signed in; the admin ones answer `unallowed` to others. */
export function registerChannelEvents(
  socket: Socket,
  log: Logger,
  caller: Caller,
  stats: () => ServerStats,
): void {
  onEvent(socket, log, CLIENT_EVENTS.joinChannel, channelPayloadSchema, async ({ channel }) => {
    if (ADMIN_ONLY.includes(channel) && !isAdmin(caller.role)) throw new AppError('forbidden');
    await socket.join(channelRoom(channel));
    // The stats page shows figures at once, not after the next tick.
    if (channel === 'server-stats') socket.emit(SERVER_EVENTS.serverStats, stats());
    return { channel };
  });
  onEvent(socket, log, CLIENT_EVENTS.leaveChannel, channelPayloadSchema, async ({ channel }) => {
    await socket.leave(channelRoom(channel));
    return { channel };
  });
}
