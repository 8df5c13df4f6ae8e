import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createRxDatabase, type RxJsonSchema } from 'rxdb';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SYNC_COLLECTIONS,
  SYNC_PROTOCOL_VERSION,
  rxCollectionsConfig,
  type ChatRoomDoc,
} from '@kalam/sync';
import { localDatabaseName } from './local-database.ts';
import { LAST_USER_KEY } from './local-db-keys.ts';
import { LocalSync } from './local-sync.ts';

/*
 * Decision 230: a phone that holds chat rooms from the previous app (chat-rooms schema version 0,
 * members without gender) opens them with this one: the rooms are migrated, then pulled once
 * more from the start so the members' genders arrive, while every other collection keeps its
 * checkpoint.
 */
const BASE = 'http://x/api/v1';
const USER = 'user-sara';
const storage = getRxStorageDexie({ indexedDB, IDBKeyRange });

/** The chat-rooms schema as the previous app shipped it: version 0, members without gender. */
function versionZeroSchema(): RxJsonSchema<unknown> {
  const schema = structuredClone(SYNC_COLLECTIONS['chat-rooms'].schema) as unknown as {
    version: number;
    properties: {
      members: { items: { properties: Record<string, unknown>; required: string[] } };
    };
  };
  schema.version = 0;
  delete schema.properties.members.items.properties.gender;
  schema.properties.members.items.required = ['id', 'name', 'role', 'image'];
  return schema as unknown as RxJsonSchema<unknown>;
}

const oldRoom = {
  id: 'room-1',
  kind: 'General',
  refId: null,
  members: [
    { id: USER, name: 'سارة محمود', role: 'Student', image: null },
    { id: 'mona', name: 'منى عبد الله', role: 'Tutor', image: null },
  ],
  pinned: true,
  muted: false,
  lastReadSeq: 1,
  lastReadMessageId: 'msg-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: 100,
  _deleted: false,
};
const message = {
  id: 'msg-1',
  roomId: 'room-1',
  senderId: 'mona',
  text: 'أهلًا يا سارة',
  seq: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  editedAt: null,
  updatedAt: 100,
  _deleted: false,
};
/** The server's room today: the same stamp (nothing changed in it), members with gender. */
const serverRoom = {
  ...oldRoom,
  members: [
    { ...oldRoom.members[0], gender: 'female' },
    { ...oldRoom.members[1], gender: 'female' },
  ],
};

/** The previous app: rooms and messages replicated under protocol 2's ids, then closed. */
async function previousApp(): Promise<void> {
  const db = await createRxDatabase({
    name: localDatabaseName(USER),
    storage,
    multiInstance: false,
  });
  await db.addCollections({
    ...rxCollectionsConfig(),
    'chat-rooms': { schema: versionZeroSchema() },
  });
  for (const [name, doc] of [
    ['chat-rooms', oldRoom],
    ['chat-messages', message],
  ] as const) {
    const state = replicateRxCollection({
      collection: db.collections[name]!,
      // The id `replicate()` gave every collection under protocol 2.
      replicationIdentifier: `kalam-sync-v2-${name}-${BASE}`,
      live: false,
      waitForLeadership: false,
      pull: {
        handler: async (checkpoint) =>
          checkpoint
            ? { documents: [], checkpoint }
            : { documents: [doc as never], checkpoint: { updatedAt: 100, id: doc.id } },
      },
    });
    await state.awaitInitialReplication();
    await state.cancel();
  }
  await db.close();
}

const memory = new Map<string, string>();
const keep = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
};

let open: LocalSync[] = [];
afterEach(async () => {
  await Promise.all(open.map((s) => s.follow(null)));
  open = [];
});

/**
 * The server, as sync/SPEC.md says it answers: pulls from a checkpoint (S1), and a push whose
 * assumed state is not the server's document answered with that document (S5). The rooms'
 * calls can be held; every pull is written down.
 */
function fakeServer() {
  const pulls: URL[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const rooms = url.pathname.includes('/chat-rooms/');
    if (url.pathname.endsWith('/pull')) pulls.push(url);
    if (rooms) await held;
    if (url.pathname.endsWith('/push')) {
      const { rows } = JSON.parse(String(init?.body)) as {
        rows: { assumedMasterState?: Record<string, unknown> }[];
      };
      // S5: written only over the server's own document, field by field; else the server's.
      const fields = Object.keys(serverRoom) as (keyof typeof serverRoom)[];
      const isMaster = (doc: Record<string, unknown> | undefined) =>
        !!doc && fields.every((f) => JSON.stringify(doc[f]) === JSON.stringify(serverRoom[f]));
      const conflicts = rows.filter((r) => !isMaster(r.assumedMasterState));
      return json({ conflicts: rooms ? conflicts.map(() => serverRoom) : [] });
    }
    if (!url.pathname.endsWith('/pull')) throw new TypeError('fetch failed'); // the live stream
    const from = url.searchParams.get('updatedAt');
    const documents = rooms && from === null ? [serverRoom] : [];
    const checkpoint = documents.length
      ? { updatedAt: 100, id: 'room-1' }
      : from === null
        ? null
        : { updatedAt: Number(from), id: url.searchParams.get('id') };
    return json({ documents, checkpoint });
  };
  const firstPull = (name: string) =>
    pulls.find((u) => u.pathname === `/api/v1/sync/${SYNC_PROTOCOL_VERSION}/${name}/pull`);
  return { fetch, release, firstPull };
}

function newApp(server: ReturnType<typeof fakeServer>) {
  const sync = new LocalSync({
    storage,
    indexedDB,
    fetch: server.fetch,
    multiInstance: false,
    memory: keep,
    baseUrl: BASE,
  });
  open.push(sync);
  return sync;
}

const genders = async (sync: LocalSync) => {
  const room = await sync.db!.collections['chat-rooms'].findOne('room-1').exec();
  return (room?.toJSON() as ChatRoomDoc | undefined)?.members.map((m) => m.gender);
};

describe('S16: rooms kept by the previous app (chat-rooms version 0)', () => {
  it('are migrated, then pulled once more so their members carry gender; messages keep their checkpoint', async () => {
    await previousApp();
    memory.set(LAST_USER_KEY, USER);

    const server = fakeServer();
    const sync = newApp(server);
    await sync.follow({ userId: USER, token: () => 'token' });
    const db = sync.db!;
    expect(db.collections['chat-rooms'].schema.version).toBe(1);

    // Migrated before the server answered: everything kept, genders unknown (no masculine guess).
    await expect.poll(() => server.firstPull('chat-rooms')).toBeDefined();
    const migrated = (await db.collections['chat-rooms'].findOne('room-1').exec())!.toJSON();
    expect(migrated).toMatchObject({ pinned: true, lastReadMessageId: 'msg-1', updatedAt: 100 });
    expect(migrated.members.map((m) => [m.name, m.gender])).toEqual([
      ['سارة محمود', null],
      ['منى عبد الله', null],
    ]);
    expect(await db.collections['chat-messages'].count().exec()).toBe(1);

    // The rooms start again from the beginning (a new replication id): the server's copy, whose
    // stamp has not moved, arrives with the genders.
    expect(server.firstPull('chat-rooms')!.searchParams.has('updatedAt')).toBe(false);
    server.release();
    await expect.poll(() => genders(sync)).toEqual(['female', 'female']);

    // Every other collection goes on from where the previous app stopped.
    await expect.poll(() => server.firstPull('chat-messages')).toBeDefined();
    expect(server.firstPull('chat-messages')!.searchParams.get('updatedAt')).toBe('100');
    expect(server.firstPull('chat-messages')!.searchParams.get('id')).toBe('msg-1');

    // Once: after a reload the rooms go on from their new checkpoint, genders kept.
    await db.close();
    open = open.filter((s) => s !== sync);
    const again = fakeServer();
    again.release();
    const reloaded = newApp(again);
    await reloaded.follow({ userId: USER, token: () => 'token' });
    await expect.poll(() => again.firstPull('chat-rooms')).toBeDefined();
    expect(again.firstPull('chat-rooms')!.searchParams.get('updatedAt')).toBe('100');
    expect(await genders(reloaded)).toEqual(['female', 'female']);
  });
});
