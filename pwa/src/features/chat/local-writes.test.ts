import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorMessage } from '@kalam/shared';
import type { ChatRoomDoc } from '@kalam/sync';
import {
  openLocalDatabase,
  removeLocalDatabase,
  type LocalDatabase,
} from '../../lib/db/local-database.ts';
import { writeMessage } from '../../lib/db/messages.ts';
import { checkText, deleteMessage, editMessage, markRead, setRoomFlag } from './local-writes.ts';

/** The same database the app opens (Dexie over an in-memory IndexedDB), with no network. */
const storage = getRxStorageDexie({ indexedDB, IDBKeyRange });
let db: LocalDatabase;
let user = 0;

const room: ChatRoomDoc = {
  id: 'room-1',
  kind: 'General',
  refId: null,
  members: [
    { id: 'me', name: 'سارة', role: 'Student', image: null, gender: 'female' },
    { id: 'tutor', name: 'أحمد', role: 'Tutor', image: null, gender: 'male' },
  ],
  pinned: false,
  muted: false,
  lastReadSeq: 0,
  lastReadMessageId: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: 5,
};

beforeEach(async () => {
  user += 1;
  db = await openLocalDatabase(`writes-${user}`, { storage, multiInstance: false });
  await db.collections['chat-rooms'].insert(room);
});
afterEach(async () => {
  await db.close();
  await removeLocalDatabase(`writes-${user}`, { storage, indexedDB });
});

const messageDoc = async (id: string) =>
  (await db.collections['chat-messages'].findOne(id).exec())?.toJSON();
const roomDoc = async () => (await db.collections['chat-rooms'].findOne('room-1').exec())!.toJSON();

describe('chat writes on the local database (offline)', () => {
  it('edits a message in place and forgets an old refusal', async () => {
    const sent = await writeMessage(db, { roomId: 'room-1', senderId: 'me', text: 'ازيك' });
    await db.collections['chat-messages']
      .findOne(sent.id)
      .exec()
      .then((d) => d!.incrementalPatch({ rejected: 'long-message-text' }));
    await editMessage(db, sent.id, 'إزيك يا أستاذ');
    const edited = await messageDoc(sent.id);
    expect(edited?.text).toBe('إزيك يا أستاذ');
    expect(edited?.rejected).toBeUndefined();
    // Still pending: the server has not seen it, so seq stays 0 until it does.
    expect(edited?.seq).toBe(0);
  });

  it('deletes a message from the room', async () => {
    const sent = await writeMessage(db, { roomId: 'room-1', senderId: 'me', text: 'غلط' });
    await deleteMessage(db, sent.id);
    expect(await messageDoc(sent.id)).toBeUndefined();
    await deleteMessage(db, 'not-there');
  });

  it('moves my read mark and sets my pin and mute', async () => {
    await markRead(db, 'room-1', 'message-9');
    await setRoomFlag(db, 'room-1', 'pinned', true);
    await setRoomFlag(db, 'room-1', 'muted', true);
    const after = await roomDoc();
    expect(after).toMatchObject({ lastReadMessageId: 'message-9', pinned: true, muted: true });
    // Only the writable fields moved; the server's own stay as they were.
    expect(after.lastReadSeq).toBe(0);
    expect(after.updatedAt).toBe(5);
  });

  it('checks a text by the shared rule and says why in Arabic', () => {
    expect(checkText('  مرحبا  ')).toEqual({ ok: true, text: 'مرحبا' });
    expect(checkText('   ')).toEqual({ ok: false, error: errorMessage('short-message-text') });
    expect(checkText('x'.repeat(4001))).toEqual({
      ok: false,
      error: errorMessage('long-message-text'),
    });
    expect(checkText('<script>alert(1)</script>')).toEqual({
      ok: false,
      error: errorMessage('invalid-message-html'),
    });
  });
});
