import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_COLLECTION_NAMES } from '@kalam/sync';
import { LocalSync } from './local-sync.ts';
import { isPending, roomOrder, writeMessage } from './messages.ts';

/** IndexedDB in memory, and a network that is down (a phone in the metro). */
const storage = getRxStorageDexie({ indexedDB, IDBKeyRange });
const offline: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
const memory = new Map<string, string>();
const keep = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
};
const options = {
  storage,
  indexedDB,
  fetch: offline,
  multiInstance: false,
  memory: keep,
  baseUrl: 'http://x/api/v1',
};
const session = (userId: string) => ({ userId, token: () => 'token' });
const databasesOf = async (userId: string) =>
  (await indexedDB.databases()).filter((d) => d.name?.includes(userId));

let open: LocalSync[] = [];
afterEach(async () => {
  await Promise.all(open.map((s) => s.follow(null)));
  open = [];
});
function localSync() {
  const s = new LocalSync(options);
  open.push(s);
  return s;
}

describe('the offline database', () => {
  it('opens after sign-in, keeps a message written offline as pending, and is wiped at sign-out', async () => {
    const sync = localSync();
    expect(sync.status).toBe('off');
    await sync.follow(session('user-a'));
    expect(sync.status).toBe('ready');
    const db = sync.db!;
    expect(Object.keys(db.collections).sort()).toEqual([...SYNC_COLLECTION_NAMES].sort());
    const sent = await writeMessage(db, { roomId: 'room-1', senderId: 'user-a', text: 'مرحبا' });
    const stored = await db.collections['chat-messages'].findOne(sent.id).exec();
    expect(stored && isPending(stored.toJSON())).toBe(true);
    expect(await databasesOf('user-a')).not.toEqual([]);

    await sync.follow(null);
    expect(sync.status).toBe('off');
    expect(sync.db).toBeNull();
    expect(await databasesOf('user-a')).toEqual([]);

    // The next person on the phone starts from nothing.
    await sync.follow(session('user-b'));
    expect(await sync.db!.collections['chat-messages'].count().exec()).toBe(0);
  });

  it('wipes a database a previous user left behind when someone else signs in', async () => {
    const first = localSync();
    await first.follow(session('user-c'));
    await writeMessage(first.db!, { roomId: 'room-1', senderId: 'user-c', text: 'left behind' });
    // The app closes without signing out (a crash, a killed tab).
    await first.db!.close();
    open = open.filter((s) => s !== first);

    const next = localSync();
    await next.follow(session('user-d'));
    expect(await databasesOf('user-c')).toEqual([]);
    expect(await next.db!.collections['chat-messages'].count().exec()).toBe(0);
  });

  it('reads the server until the first replication of the lessons finished, then locally, across a reload', async () => {
    // The server's pull answers at once for every collection but the lessons, which wait.
    let releaseLessons = () => {};
    const lessonsHeld = new Promise<void>((resolve) => (releaseLessons = resolve));
    const server: typeof fetch = async (input) => {
      const url = String(input);
      if (!url.includes('/pull')) throw new TypeError('fetch failed'); // the live stream
      if (url.includes('/lessons/')) await lessonsHeld;
      return new Response(JSON.stringify({ documents: [], checkpoint: null }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const online = () => {
      const s = new LocalSync({ ...options, fetch: server });
      open.push(s);
      return s;
    };
    const sync = online();
    const following = sync.follow(session('user-e'));
    expect(sync.readPath('lessons')).toBe('waiting');
    await following;
    await expect.poll(() => sync.readPath('chat-rooms')).toBe('local');
    // No lesson is stored yet and the lessons' first pull has not answered: ask the server.
    expect(sync.readPath('lessons')).toBe('server');
    releaseLessons();
    // An account with no lesson at all reads locally once the first pull said so.
    await expect.poll(() => sync.readPath('lessons')).toBe('local');

    // A reload with no network: the lessons replicated before are still read locally.
    await sync.db!.close();
    open = open.filter((s) => s !== sync);
    const reloaded = localSync();
    await reloaded.follow(session('user-e'));
    expect(reloaded.readPath('lessons')).toBe('local');

    // Whoever signs in next starts from the server again.
    await reloaded.follow(session('user-f'));
    expect(reloaded.readPath('lessons')).toBe('server');
  });

  it('orders a room by seq with pending messages last', () => {
    const m = (id: string, seq: number, createdAt: string) => ({
      id,
      roomId: 'r',
      senderId: 's',
      text: id,
      seq,
      createdAt,
      editedAt: null,
      updatedAt: seq,
    });
    const list = [m('pending', 0, '2026-01-01T00:00:00Z'), m('two', 2, 'z'), m('one', 1, 'z')];
    expect(list.sort(roomOrder).map((x) => x.id)).toEqual(['one', 'two', 'pending']);
  });
});
