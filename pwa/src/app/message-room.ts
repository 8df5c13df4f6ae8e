import { chatCalls, MAX_PAGE_SIZE } from '@kalam/shared';
import { call } from '../lib/api.ts';

/**
 * The room as this device knows it (names, mute); a room made by this very message has not
 * reached the offline database yet, so the server's list of my rooms names its sender.
 */
export async function roomOf(roomId: string, me: string) {
  const { localSync } = await import('../lib/db/local-sync.ts');
  const doc = await localSync.db?.collections['chat-rooms'].findOne(roomId).exec();
  if (doc) return doc.toJSON();
  const rooms = await call(chatCalls.rooms, {
    params: { userId: me },
    query: { size: MAX_PAGE_SIZE },
  });
  return rooms.list.find((room) => room.id === roomId) ?? null;
}
