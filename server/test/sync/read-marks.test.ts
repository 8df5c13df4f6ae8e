import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '@kalam/sync';
import { chatMembers } from '../../src/db/schema/index.ts';
import { buildWorld, call, type World } from './sync-fixtures.ts';
import { closeSyncClients, openSyncClient, until } from './sync-client.ts';

/*
 * The other members' read marks reach a sender's device (sync/SPEC.md S15, decision 108): the
 * student sees «read» on their messages after a reload and offline, not only while the socket
 * says so.
 */
let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterEach(() => closeSyncClients());
afterAll(() => w?.server.stop());

const V = SYNC_PROTOCOL_VERSION;
const pulled = async (token: string, collection: string) =>
  (await call(w.server, 'GET', `/sync/${V}/${collection}/pull?batchSize=1000`, token))
    .documents as any[];

describe('S15: the other members’ read marks', () => {
  it('S15, S8: a user pulls the marks of the others in their own rooms only, not their own', async () => {
    const student = await pulled(w.s.token, 'chat-reads');
    expect(
      student.map(({ roomId, userId, lastReadSeq, _deleted }) => ({
        roomId,
        userId,
        lastReadSeq,
        _deleted,
      })),
    ).toEqual([{ roomId: w.roomST, userId: w.t.id, lastReadSeq: 0, _deleted: false }]);
    const tutor = await pulled(w.t.token, 'chat-reads');
    expect(tutor.map((d) => [d.roomId, d.userId])).toEqual([[w.roomST, w.s.id]]);
    // The other pair's room is nowhere in either answer.
    expect([...student, ...tutor].some((d) => d.roomId === w.roomOU)).toBe(false);
  });

  it('S15, S10: the tutor reading on their phone shows on the student’s device in under a second', async () => {
    const student = await openSyncClient(w.server, w.s.token, {
      collections: ['chat-messages', 'chat-reads'],
    });
    const tutor = await openSyncClient(w.server, w.t.token, {
      collections: ['chat-rooms', 'chat-messages'],
    });
    // The student writes from their device; the tutor's device receives it.
    await student.inSync();
    await until(async () => student.stream?.connected);
    await student.c['chat-messages'].insert({
      id: `msg-${Date.now()}`,
      roomId: w.roomST,
      senderId: w.s.id,
      text: 'are you free on Tuesday?',
      seq: 0,
      createdAt: new Date().toISOString(),
      editedAt: null,
      updatedAt: 0,
    });
    const received = await until(() =>
      tutor.c['chat-messages'].findOne({ selector: { text: 'are you free on Tuesday?' } }).exec(),
    );
    const mark = () =>
      student.c['chat-reads'].findOne({ selector: { roomId: w.roomST, userId: w.t.id } }).exec();
    expect((await mark())?.lastReadSeq ?? 0).toBeLessThan(received.seq);

    // The tutor opens the room: the app moves their read mark (a local write pushed by sync).
    const started = Date.now();
    const room = (await tutor.c['chat-rooms'].findOne(w.roomST).exec())!;
    await room.incrementalPatch({ lastReadMessageId: received.id });
    const seen = await until(async () => {
      const doc = await mark();
      return doc && doc.lastReadSeq >= received.seq ? doc : null;
    }, 2000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(seen.lastReadSeq).toBe(received.seq);
  });

  it('S15: a mark moved over the socket or REST (the same service call) arrives the same way', async () => {
    const tutor = await openSyncClient(w.server, w.t.token, { collections: ['chat-reads'] });
    await tutor.inSync();
    await until(async () => tutor.stream?.connected);
    const sent = (
      await call(w.server, 'POST', '/chat/new', w.t.token, { userId: w.s.id, message: 'yes, 5 pm' })
    ).message;
    await w.server.deps.chatService.markRead(w.s, { roomId: w.roomST, messageId: sent.id });
    const seen = await until(async () => {
      const doc = await tutor.c['chat-reads']
        .findOne({ selector: { roomId: w.roomST, userId: w.s.id } })
        .exec();
      return doc && doc.lastReadSeq === sent.seq ? doc : null;
    });
    expect(seen.lastReadSeq).toBe(sent.seq);
  });

  it('S4: nobody pushes a read mark into chat-reads, their own or another’s', async () => {
    const [mark] = await pulled(w.s.token, 'chat-reads');
    const res = await w.server.call('POST', `/sync/${V}/chat-reads/push`, {
      token: w.s.token,
      body: { rows: [{ assumedMasterState: mark, newDocumentState: { ...mark, lastReadSeq: 0 } }] },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('sync-not-writable');
    expect((await pulled(w.s.token, 'chat-reads'))[0].lastReadSeq).toBe(mark.lastReadSeq);
  });

  it('S2, S15: a member who leaves takes their mark away, and the one who left loses every mark of that room', async () => {
    const room = (
      await call(
        w.server,
        'POST',
        '/chat/new',
        w.s.token,
        { userId: w.u.id, message: 'hello' },
        201,
      )
    ).room.id as string;
    expect((await pulled(w.s.token, 'chat-reads')).some((d) => d.roomId === room)).toBe(true);
    // Nothing in the API lets a member leave yet: the membership is ended as the area would.
    w.server.deps.db
      .update(chatMembers)
      .set({ deleted: true, updatedAt: w.server.deps.changeClock.next() })
      .where(and(eq(chatMembers.roomId, room), eq(chatMembers.userId, w.u.id)))
      .run();
    const forStudent = (await pulled(w.s.token, 'chat-reads')).find((d) => d.roomId === room);
    expect(forStudent).toMatchObject({ userId: w.u.id, _deleted: true });
    const forTutor = (await pulled(w.u.token, 'chat-reads')).find((d) => d.roomId === room);
    expect(forTutor).toMatchObject({ userId: w.s.id, _deleted: true });
    // The pair's other room is untouched.
    const kept = (await pulled(w.s.token, 'chat-reads')).find((d) => d.roomId === w.roomST);
    expect(kept?._deleted).toBe(false);
  });
});
