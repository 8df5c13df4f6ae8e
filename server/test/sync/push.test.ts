import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '@kalam/sync';
import { buildWorld, call, type World } from './sync-fixtures.ts';
import { Network, closeSyncClients, openSyncClient, until } from './sync-client.ts';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterEach(() => closeSyncClients());
afterAll(() => w?.server.stop());

const V = SYNC_PROTOCOL_VERSION;
const push = (token: string, collection: string, rows: unknown[]) =>
  w.server.call('POST', `/sync/${V}/${collection}/push`, { token, body: { rows } });
const pulled = async (token: string, collection: string) =>
  (await call(w.server, 'GET', `/sync/${V}/${collection}/pull?batchSize=1000`, token))
    .documents as any[];
const storedMessages = async (roomId: string, token: string) =>
  (await call(w.server, 'GET', `/chat/list/${roomId}/messages?size=100`, token)).list as any[];

let counter = 0;
const messageId = () => `msg-${Date.now()}-${(counter += 1)}`;
const newMessage = (roomId: string, senderId: string, text: string, id = messageId()) => ({
  id,
  roomId,
  senderId,
  text,
  seq: 0,
  createdAt: new Date().toISOString(),
  editedAt: null,
  updatedAt: 0,
  _deleted: false,
});

describe('offline writes with a real RxDB client', () => {
  it('S11: a message written while the server is unreachable is delivered exactly once, even when the push is retried', async () => {
    const network = new Network();
    const client = await openSyncClient(w.server, w.s.token, { network });
    await client.inSync();
    network.offline = true;
    const id = messageId();
    await client.c['chat-messages'].insert(
      newMessage(w.roomST, w.s.id, 'written in the metro', id),
    );
    // Pending until the server has it: no seq yet.
    expect((await client.c['chat-messages'].findOne(id).exec())?.seq).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect((await storedMessages(w.roomST, w.t.token)).map((m) => m.id)).not.toContain(id);

    // The signal returns, but the first answer is lost after the server stored the message:
    // RxDB pushes the same row again.
    network.loseNextPushAnswers = 1;
    network.offline = false;
    const synced = await until(async () => {
      const doc = await client.c['chat-messages'].findOne(id).exec();
      return doc && doc.seq > 0 ? doc : null;
    });
    expect(network.pushes.filter((p) => p.ids.includes(id)).length).toBeGreaterThanOrEqual(2);
    const stored = (await storedMessages(w.roomST, w.t.token)).filter((m) => m.id === id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      text: 'written in the metro',
      senderId: w.s.id,
      seq: synced.seq,
    });

    // The tutor's client gets it once too.
    const tutor = await openSyncClient(w.server, w.t.token, {
      live: false,
      collections: ['chat-messages'],
    });
    await tutor.inSync();
    const seen = await tutor.c['chat-messages']
      .find({ selector: { text: 'written in the metro' } })
      .exec();
    expect(seen.map((m) => m.id)).toEqual([id]);
    await tutor.close();
    await client.close();
  });

  it('S5: a conflicting offline edit resolves to the server document', async () => {
    const network = new Network();
    const client = await openSyncClient(w.server, w.s.token, { network });
    await client.inSync();
    network.offline = true;
    w.clock.advance(60_000);
    await call(w.server, 'PUT', `/user/${w.s.id}`, w.s.token, { name: 'Sara From The Web' });
    const local = (await client.c.profile.findOne(w.s.id).exec())!;
    await local.incrementalPatch({ name: 'Sara From The Phone' });
    network.offline = false;
    await until(
      async () => (await client.c.profile.findOne(w.s.id).exec())?.name === 'Sara From The Web',
    );
    await client.inSync();
    // The phone's edit was pushed and answered with the server's document.
    expect(network.pushes.some((p) => p.collection === 'profile')).toBe(true);
    expect((await client.c.profile.findOne(w.s.id).exec())?.name).toBe('Sara From The Web');
    expect((await call(w.server, 'GET', '/user/current', w.s.token)).name).toBe(
      'Sara From The Web',
    );
    await client.close();
  });

  it('S5: a non-conflicting offline edit goes through the same rules and comes back as the server stores it', async () => {
    const client = await openSyncClient(w.server, w.s.token);
    await client.inSync();
    w.clock.advance(60_000);
    const me = (await client.c.profile.findOne(w.s.id).exec())!;
    await me.incrementalPatch({ job: 'Engineer', phone: '+201099999999' });
    await until(
      async () => (await client.c.profile.findOne(w.s.id).exec())?.verifiedPhone === false,
    );
    const user = await call(w.server, 'GET', '/user/current', w.s.token);
    // UsersService's rule: a changed phone must be verified again.
    expect(user).toMatchObject({ job: 'Engineer', phone: '+201099999999', verifiedPhone: false });
    await client.close();
  });

  it('S6: a write the rules refuse stores nothing and comes back marked with the reason', async () => {
    const client = await openSyncClient(w.server, w.s.token);
    await client.inSync();
    const id = messageId();
    await client.c['chat-messages'].insert(newMessage(w.roomST, w.s.id, ' ', id));
    const refused = await until(async () => {
      const doc = await client.c['chat-messages'].findOne(id).exec();
      return doc?.rejected ? doc : null;
    });
    expect(refused.rejected).toBe('short-message-text');
    expect((await storedMessages(w.roomST, w.s.token)).map((m) => m.id)).not.toContain(id);
    // The queue is not stuck behind it: the next message goes through.
    const next = messageId();
    await client.c['chat-messages'].insert(newMessage(w.roomST, w.s.id, 'second try', next));
    await until(async () => ((await client.c['chat-messages'].findOne(next).exec())?.seq ?? 0) > 0);
    await client.close();
  });

  it('S5, S12: the read mark moves forward only, and the server sets seq and updatedAt', async () => {
    const client = await openSyncClient(w.server, w.s.token);
    await client.inSync();
    const messages = await client.c['chat-messages']
      .find({ selector: { roomId: w.roomST }, sort: [{ seq: 'desc' }] })
      .exec();
    const newest = messages[0]!;
    const room = (await client.c['chat-rooms'].findOne(w.roomST).exec())!;
    await room.incrementalPatch({ lastReadMessageId: newest.id, lastReadSeq: 999, updatedAt: 1 });
    const marked = await until(async () => {
      const doc = await client.c['chat-rooms'].findOne(w.roomST).exec();
      return doc && doc.lastReadSeq === newest.seq ? doc : null;
    });
    expect(marked.updatedAt).toBeGreaterThan(1);
    const member = w.server.deps.chatService.isMember(w.roomST, w.s.id);
    expect(member).toBe(true);
    const rooms = await call(w.server, 'GET', `/chat/list/rooms/${w.s.id}`, w.s.token);
    expect(rooms.list.find((r: any) => r.id === w.roomST).lastReadSeq).toBe(newest.seq);
    await client.close();
  });
});

describe('what a client may push', () => {
  it('S4: read-only collections answer 403 sync-not-writable and change nothing', async () => {
    const [lesson] = await pulled(w.s.token, 'lessons');
    const res = await push(w.s.token, 'lessons', [
      { assumedMasterState: lesson, newDocumentState: { ...lesson, status: 'cancelled' } },
    ]);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('sync-not-writable');
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await pulled(w.s.token, 'lessons'))[0].status).toBe(lesson.status);
  });

  it('S4: a field that is not writable answers 403 naming it, and no row of the call is written', async () => {
    const [profile] = await pulled(w.s.token, 'profile');
    const id = messageId();
    const res = await push(w.s.token, 'profile', [
      { assumedMasterState: profile, newDocumentState: { ...profile, email: 'me@evil.example' } },
    ]);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'sync-not-writable', details: [{ path: 'email' }] });
    const messages = await pulled(w.s.token, 'chat-messages');
    const own = messages.find((m) => m.senderId === w.s.id && !m._deleted)!;
    const mixed = await push(w.s.token, 'chat-messages', [
      { newDocumentState: newMessage(w.roomST, w.s.id, 'should not be stored', id) },
      { assumedMasterState: own, newDocumentState: { ...own, roomId: w.roomOU } },
    ]);
    expect(mixed.status).toBe(403);
    expect(mixed.body.details[0].path).toBe('roomId');
    expect((await storedMessages(w.roomST, w.s.token)).map((m) => m.id)).not.toContain(id);
    expect((await pulled(w.s.token, 'profile'))[0].email).toBe(profile.email);
  });

  it("S7: a user cannot push another user's profile or a message in another's name", async () => {
    const res = await push(w.s.token, 'profile', [
      {
        newDocumentState: {
          ...(await pulled(w.s.token, 'profile'))[0],
          id: w.o.id,
          name: 'Hijacked',
        },
      },
    ]);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    const forged = await push(w.s.token, 'chat-messages', [
      { newDocumentState: newMessage(w.roomST, w.t.id, 'in the tutor’s name') },
    ]);
    expect(forged.status).toBe(403);
    expect((await call(w.server, 'GET', '/user/current', w.o.token)).name).toBe('Other Omar');
  });

  it("S6, S8: a message pushed into another pair's room is refused and stored nowhere", async () => {
    const id = messageId();
    const res = await push(w.s.token, 'chat-messages', [
      { newDocumentState: newMessage(w.roomOU, w.s.id, 'let me in', id) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.conflicts).toEqual([
      expect.objectContaining({ id, rejected: 'not-room-member', text: 'let me in' }),
    ]);
    expect((await storedMessages(w.roomOU, w.o.token)).map((m) => m.id)).not.toContain(id);
    // An id of a message in another's room cannot be claimed either, nor its text read.
    const [theirs] = await pulled(w.o.token, 'chat-messages');
    const claim = await push(w.s.token, 'chat-messages', [
      { newDocumentState: newMessage(w.roomST, w.s.id, 'mine now', theirs.id) },
    ]);
    expect(claim.status).toBe(200);
    expect(claim.body.conflicts[0]).toMatchObject({ id: theirs.id, rejected: 'illegal' });
    expect(JSON.stringify(claim.body)).not.toContain(theirs.text);
    // A read mark in a room one is not a member of is refused, and the room removed locally.
    const [roomOU] = await pulled(w.o.token, 'chat-rooms');
    const mark = await push(w.s.token, 'chat-rooms', [
      { assumedMasterState: roomOU, newDocumentState: { ...roomOU, lastReadMessageId: theirs.id } },
    ]);
    expect(mark.body.conflicts[0]).toMatchObject({ rejected: 'not-room-member', _deleted: true });
    expect((await pulled(w.o.token, 'chat-rooms'))[0].lastReadMessageId).toBe(
      roomOU.lastReadMessageId,
    );
  });

  it('S11: the same row pushed twice stores one message and answers the stored one', async () => {
    const row = { newDocumentState: newMessage(w.roomST, w.s.id, 'twice') };
    const first = await push(w.s.token, 'chat-messages', [row]);
    const again = await push(w.s.token, 'chat-messages', [row]);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const stored = first.body.conflicts[0];
    expect(stored).toMatchObject({ id: row.newDocumentState.id, text: 'twice', _deleted: false });
    expect(stored.seq).toBeGreaterThan(0);
    expect(again.body.conflicts).toEqual([stored]);
    const copies = (await storedMessages(w.roomST, w.s.token)).filter((m) => m.text === 'twice');
    expect(copies).toHaveLength(1);
  });

  it('S4: bad push bodies answer 400 and write nothing', async () => {
    for (const body of [
      {},
      { rows: 'x' },
      { rows: [{}] },
      { rows: [{ newDocumentState: { id: 5 } }] },
    ]) {
      const res = await w.server.call('POST', `/sync/${V}/chat-messages/push`, {
        token: w.s.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('bad-request');
    }
    const unknownField = await push(w.s.token, 'chat-messages', [
      { newDocumentState: { ...newMessage(w.roomST, w.s.id, 'x'), admin: true } },
    ]);
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.details[0].path).toContain('admin');
  });
});
