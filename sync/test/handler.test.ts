import { beforeEach, describe, expect, it } from 'vitest';
import {
  PULL_BATCH_MAX,
  SYNC_PROTOCOL_VERSION,
  createSyncHandler,
  type SyncDoc,
  type SyncHandler,
  type SyncStreamMessage,
} from '../src/index.ts';
import { MemoryStorage } from './memory-storage.ts';

const V = String(SYNC_PROTOCOL_VERSION);
const me = { id: 'user-me' };
const other = { id: 'user-other' };
let storage: MemoryStorage;
let handler: SyncHandler<{ id: string }>;

const message = (id: string, text: string, senderId = me.id) => ({
  id,
  roomId: 'room-1',
  senderId,
  text,
  seq: 0,
  createdAt: '2026-11-25T09:00:00.000Z',
  editedAt: null,
  updatedAt: 0,
  _deleted: false,
});

beforeEach(() => {
  storage = new MemoryStorage();
  handler = createSyncHandler(storage);
});

async function pullAll(collection: string, batchSize: number, caller = me) {
  const ids: string[] = [];
  let query: Record<string, string> = { batchSize: String(batchSize) };
  for (;;) {
    const answer = await handler.pull(caller, { version: V, collection, query });
    if (!answer.ok) throw new Error(answer.failure.reason);
    ids.push(...answer.value.documents.map((d) => d.id));
    if (answer.value.documents.length < batchSize) return { ids, answer: answer.value };
    query = {
      batchSize: String(batchSize),
      updatedAt: String(answer.value.checkpoint!.updatedAt),
      id: answer.value.checkpoint!.id,
    };
  }
}

describe('the sync handler over a storage port', () => {
  it('S1: pages through documents in (updatedAt, id) order, each once, whatever the batch size', async () => {
    for (const id of ['c', 'a', 'b', 'e', 'd'])
      storage.put('topics', { id, nameAr: id, nameEn: id }, 'all');
    for (const size of [1, 2, 3, 100])
      expect((await pullAll('topics', size)).ids).toEqual(['c', 'a', 'b', 'e', 'd']);
    const { answer } = await pullAll('topics', 100);
    expect(answer.checkpoint).toEqual({ updatedAt: answer.documents.at(-1)!.updatedAt, id: 'd' });
  });

  it('S2: a deleted document is served as a tombstone after the checkpoint', async () => {
    const topic = storage.put('topics', { id: 't', nameAr: 'x', nameEn: 'x' }, 'all');
    const first = await pullAll('topics', 10);
    storage.put('topics', { ...topic, _deleted: true }, 'all');
    const query = {
      updatedAt: String(first.answer.checkpoint!.updatedAt),
      id: first.answer.checkpoint!.id,
    };
    const next = await handler.pull(me, { version: V, collection: 'topics', query });
    expect(next.ok && next.value.documents).toEqual([
      expect.objectContaining({ id: 't', _deleted: true }),
    ]);
  });

  it('S3: refuses batch sizes outside 1…max and half a checkpoint', async () => {
    for (const query of [
      { batchSize: '0' },
      { batchSize: String(PULL_BATCH_MAX + 1) },
      { updatedAt: '1' },
      { id: 'x' },
      { updatedAt: '1.5', id: 'x' },
    ]) {
      const answer = await handler.pull(me, { version: V, collection: 'topics', query });
      expect(answer.ok ? null : answer.failure.reason, JSON.stringify(query)).toBe('badRequest');
    }
  });

  it('S4: read-only collections and fields are refused as a whole, before any write', async () => {
    const readOnly = await handler.push(me, {
      version: V,
      collection: 'lessons',
      body: { rows: [] },
    });
    expect(readOnly.ok ? null : readOnly.failure.reason).toBe('readOnly');
    const stored = storage.put('chat-messages', message('m1', 'hello'), [me.id]);
    const answer = await handler.push(me, {
      version: V,
      collection: 'chat-messages',
      body: {
        rows: [
          { newDocumentState: message('m2', 'fine') },
          { assumedMasterState: stored, newDocumentState: { ...stored, roomId: 'room-2' } },
        ],
      },
    });
    expect(answer.ok ? null : answer.failure).toEqual({
      reason: 'fieldNotWritable',
      path: 'roomId',
    });
    expect(storage.writes).toEqual([]);
  });

  it('S4, S12: server fields sent by a client are ignored, not refused', async () => {
    const stored = storage.put('chat-messages', message('m1', 'hello'), [me.id]);
    const answer = await handler.push(me, {
      version: V,
      collection: 'chat-messages',
      body: {
        rows: [
          {
            assumedMasterState: stored,
            newDocumentState: { ...stored, seq: 99, updatedAt: 1, text: 'edited' },
          },
        ],
      },
    });
    expect(answer.ok).toBe(true);
    expect(storage.writes.map((w) => w.changed)).toEqual([['text']]);
  });

  it('S5: a row whose assumed state is not the server’s is answered with the server’s document', async () => {
    const stored = storage.put('chat-messages', message('m1', 'hello'), [me.id]);
    const stale = { ...stored, text: 'older' };
    const answer = await handler.push(me, {
      version: V,
      collection: 'chat-messages',
      body: { rows: [{ assumedMasterState: stale, newDocumentState: { ...stale, text: 'mine' } }] },
    });
    expect(answer.ok && answer.value.conflicts).toEqual([stored]);
    expect(storage.writes).toEqual([]);
  });

  it('S5: a written document the server stores differently comes back as stored', async () => {
    const answer = await handler.push(me, {
      version: V,
      collection: 'chat-messages',
      body: { rows: [{ newDocumentState: message('m1', 'hi') }] },
    });
    expect(answer.ok && answer.value.conflicts).toEqual([
      expect.objectContaining({ id: 'm1', seq: 7 }),
    ]);
  });

  it('S6: a refused row comes back marked with the code, the other rows still go through', async () => {
    const answer = await handler.push(me, {
      version: V,
      collection: 'chat-messages',
      body: {
        rows: [
          { newDocumentState: message('bad', ' ') },
          { newDocumentState: message('good', 'ok') },
        ],
      },
    });
    expect(answer.ok).toBe(true);
    const conflicts = answer.ok ? answer.value.conflicts : [];
    expect(conflicts.find((d) => d.id === 'bad')).toMatchObject({
      rejected: 'short-message-text',
      _deleted: false,
    });
    expect(storage.writes.map((w) => w.id)).toEqual(['good']);
  });

  it('S6: a refused row of a collection the client may not create in is deleted locally', async () => {
    const room = {
      id: 'r',
      kind: 'General',
      refId: null,
      members: [],
      pinned: false,
      muted: false,
      lastReadSeq: 0,
      lastReadMessageId: null,
      createdAt: 'x',
      updatedAt: 5,
      _deleted: false,
    };
    const answer = await handler.push(other, {
      version: V,
      collection: 'chat-rooms',
      body: { rows: [{ assumedMasterState: room, newDocumentState: { ...room, pinned: true } }] },
    });
    expect(answer.ok && answer.value.conflicts).toEqual([
      expect.objectContaining({ id: 'r', rejected: 'not-room-member', _deleted: true }),
    ]);
  });

  it('S7: a document naming another owner is refused as a whole', async () => {
    const answer = await handler.push(me, {
      version: V,
      collection: 'chat-messages',
      body: { rows: [{ newDocumentState: message('m1', 'hi', other.id) }] },
    });
    expect(answer.ok ? null : answer.failure).toEqual({ reason: 'forbidden', path: 'senderId' });
  });

  it('S9: an older version is clientTooOld before anything else; a newer or odd one is badVersion', async () => {
    const old = String(SYNC_PROTOCOL_VERSION - 1);
    const pull = await handler.pull(me, {
      version: old,
      collection: 'nothing',
      query: { batchSize: '0' },
    });
    expect(pull.ok ? null : pull.failure.reason).toBe('clientTooOld');
    const push = await handler.push(me, { version: old, collection: 'nothing', body: null });
    expect(push.ok ? null : push.failure.reason).toBe('clientTooOld');
    const stream = handler.stream(me, { version: old, collection: 'all' }, () => {});
    expect(stream.ok ? null : stream.failure.reason).toBe('clientTooOld');
    for (const version of [String(SYNC_PROTOCOL_VERSION + 1), 'x', '']) {
      const answer = await handler.pull(me, { version, collection: 'topics', query: {} });
      expect(answer.ok ? null : answer.failure.reason).toBe('badVersion');
    }
  });

  it('S10: a stream says ready, then changed for what concerns its caller and target only', () => {
    const all: SyncStreamMessage[] = [];
    const topicsOnly: SyncStreamMessage[] = [];
    const stopAll = handler.stream(me, { version: V, collection: 'all' }, (m) => all.push(m));
    const stopTopics = handler.stream(me, { version: V, collection: 'topics' }, (m) =>
      topicsOnly.push(m),
    );
    storage.put('chat-messages', message('m1', 'x'), [me.id]);
    storage.put('chat-messages', message('m2', 'y', other.id), [other.id]);
    storage.put('topics', { id: 't', nameAr: 't', nameEn: 't' }, 'all');
    expect(all).toEqual([
      { type: 'ready', protocol: SYNC_PROTOCOL_VERSION },
      { type: 'changed', collection: 'chat-messages' },
      { type: 'changed', collection: 'topics' },
    ]);
    expect(topicsOnly).toEqual([
      { type: 'ready', protocol: SYNC_PROTOCOL_VERSION },
      { type: 'changed', collection: 'topics' },
    ]);
    if (stopAll.ok) stopAll.value();
    if (stopTopics.ok) stopTopics.value();
    storage.put('topics', { id: 't2', nameAr: 't', nameEn: 't' }, 'all');
    expect(all).toHaveLength(3);
  });

  it('S11: a retried row (no assumed state, the server already has it) is answered, not written again', async () => {
    const row = { newDocumentState: message('m1', 'once') };
    await handler.push(me, { version: V, collection: 'chat-messages', body: { rows: [row] } });
    const again = await handler.push(me, {
      version: V,
      collection: 'chat-messages',
      body: { rows: [row] },
    });
    expect(storage.writes).toHaveLength(1);
    expect(again.ok && again.value.conflicts.map((d: SyncDoc) => d.id)).toEqual(['m1']);
  });

  it('S13: an unknown collection is refused', async () => {
    const answer = await handler.pull(me, { version: V, collection: 'payments', query: {} });
    expect(answer.ok ? null : answer.failure.reason).toBe('unknownCollection');
  });
});
