import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '@kalam/sync';
import { buildWorld, call, type World } from './sync-fixtures.ts';
import { closeSyncClients, openSyncClient, until } from './sync-client.ts';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterEach(() => closeSyncClients());
afterAll(() => w?.server.stop());

const V = SYNC_PROTOCOL_VERSION;
const pull = (token: string, collection: string, query = '', status = 200) =>
  call(w.server, 'GET', `/sync/${V}/${collection}/pull${query}`, token, undefined, status);

describe('pull over HTTP', () => {
  it('S1: answers documents in (updatedAt, id) order after the checkpoint, with the last one as the next checkpoint', async () => {
    // Three topics written in one burst: the change clock gives each its own stamp.
    for (const nameEn of ['Travel', 'Business', 'Exams'])
      await call(
        w.server,
        'POST',
        '/topic',
        w.admin.token,
        { nameAr: `موضوع ${nameEn}`, nameEn },
        201,
      );
    const all = await pull(w.s.token, 'topics', '?batchSize=1000');
    const keys = all.documents.map((d: any) => [d.updatedAt, d.id]);
    const sorted = [...keys].sort(
      (a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0),
    );
    expect(keys).toEqual(sorted);
    const last = all.documents.at(-1);
    expect(all.checkpoint).toEqual({ updatedAt: last.updatedAt, id: last.id });

    // Page by page with batchSize 1: the same documents, each once, in the same order.
    const paged: string[] = [];
    let query = '?batchSize=1';
    for (;;) {
      const page = await pull(w.s.token, 'topics', query);
      if (page.documents.length === 0) {
        // Nothing new: the checkpoint sent comes back.
        expect(page.checkpoint).toEqual(all.checkpoint);
        break;
      }
      expect(page.documents).toHaveLength(1);
      paged.push(page.documents[0].id);
      query = `?batchSize=1&updatedAt=${page.checkpoint.updatedAt}&id=${page.checkpoint.id}`;
    }
    expect(paged).toEqual(all.documents.map((d: any) => d.id));
  });

  it('S3: takes batchSize 1…1000 and a checkpoint of both updatedAt and id, else 400 with the field named', async () => {
    for (const query of [
      '?batchSize=0',
      '?batchSize=1001',
      '?batchSize=abc',
      '?updatedAt=5',
      '?id=x',
      '?updatedAt=-1&id=x',
    ]) {
      const res = await w.server.call('GET', `/sync/${V}/topics/pull${query}`, {
        token: w.s.token,
      });
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('bad-request');
      expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(res.body.details[0].path).toMatch(/batchSize|updatedAt|id/);
    }
    const defaults = await pull(w.s.token, 'topics');
    expect(defaults.documents.length).toBeLessThanOrEqual(100);
  });

  it('S8: a student pulls their own lessons, subscription, profile, rooms and messages, and the public catalogue', async () => {
    const ids = async (collection: string, token = w.s.token) =>
      (await pull(token, collection, '?batchSize=1000')).documents.map((d: any) => d.id);
    expect(await ids('lessons')).toEqual([w.lessonST]);
    expect(await ids('subscriptions')).toEqual([w.subscriptionS]);
    expect(await ids('profile')).toEqual([w.s.id]);
    expect(await ids('chat-rooms')).toEqual([w.roomST]);
    const messages = (await pull(w.s.token, 'chat-messages')).documents;
    expect(messages.map((m: any) => m.text)).toEqual(['hi']);
    expect(await ids('topics')).toContain(w.topicId);
    expect(await ids('availability')).toHaveLength(1);
    // The tutor sees the same lesson with their earning; the student without it.
    const forTutor = (await pull(w.t.token, 'lessons')).documents[0];
    const forStudent = (await pull(w.s.token, 'lessons')).documents[0];
    expect(forTutor.id).toBe(w.lessonST);
    expect(typeof forTutor.price).toBe('number');
    expect(forStudent.price).toBeNull();
    expect(forStudent.tutor.id).toBe(w.t.id);
  });

  it("S8: never another user's lessons, subscription, profile, rooms or messages", async () => {
    const everything = async (token: string) => {
      const out: any[] = [];
      for (const c of ['lessons', 'subscriptions', 'profile', 'chat-rooms', 'chat-messages'])
        out.push(...(await pull(token, c, '?batchSize=1000')).documents);
      return JSON.stringify(out);
    };
    const seenByS = await everything(w.s.token);
    for (const id of [w.lessonOU, w.subscriptionO, w.o.id, w.roomOU])
      expect(seenByS).not.toContain(id);
    expect(seenByS).not.toContain('secret');
    const seenByO = await everything(w.o.token);
    for (const id of [w.lessonST, w.subscriptionS, w.s.id, w.roomST])
      expect(seenByO).not.toContain(id);
  });

  it('S8: invite-only plans are not replicated: they arrive deleted, public plans live', async () => {
    const plans = (await pull(w.s.token, 'plans', '?batchSize=1000')).documents;
    const byId = new Map(plans.map((p: any) => [p.id, p]));
    expect(byId.get(w.publicPlan)).toMatchObject({ _deleted: false, nameEn: 'Basic' });
    expect(byId.get(w.invitePlan)).toMatchObject({ _deleted: true });
  });

  it('S13: needs a signed-in caller and a known collection', async () => {
    expect((await w.server.call('GET', `/sync/${V}/topics/pull`)).status).toBe(401);
    const res = await w.server.call('GET', `/sync/${V}/payments/pull`, { token: w.s.token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('sync-collection-not-found');
  });
});

describe('a real RxDB client', () => {
  it('S1, S8: the first sync brings everything the user may see', async () => {
    const client = await openSyncClient(w.server, w.s.token, { live: false });
    await client.inSync();
    expect((await client.c.lessons.find().exec()).map((d) => d.id)).toEqual([w.lessonST]);
    expect((await client.c.subscriptions.findOne(w.subscriptionS).exec())?.status).toBe('active');
    expect((await client.c.profile.findOne(w.s.id).exec())?.name).toBe('Student Sara');
    const room = await client.c['chat-rooms'].findOne(w.roomST).exec();
    expect(room?.members.map((m) => m.id).sort()).toEqual([w.s.id, w.t.id].sort());
    expect((await client.c['chat-messages'].find().exec()).map((m) => m.text)).toEqual(['hi']);
    expect(await client.c.topics.findOne(w.topicId).exec()).not.toBeNull();
    expect(await client.c.plans.findOne(w.publicPlan).exec()).not.toBeNull();
    expect(await client.c.plans.findOne(w.invitePlan).exec()).toBeNull();
    expect((await client.c.availability.find().exec())[0]?.tutorId).toBe(w.t.id);
    await client.close();
  });

  it('S1: an incremental sync brings only what changed since its checkpoint', async () => {
    const client = await openSyncClient(w.server, w.s.token);
    await client.inSync();
    const checkpoint = (await pull(w.s.token, 'chat-messages', '?batchSize=1000')).checkpoint;
    await call(w.server, 'POST', '/chat/new', w.t.token, {
      userId: w.s.id,
      message: 'see you tomorrow',
    });
    const since = await pull(
      w.s.token,
      'chat-messages',
      `?updatedAt=${checkpoint.updatedAt}&id=${checkpoint.id}`,
    );
    expect(since.documents.map((d: any) => d.text)).toEqual(['see you tomorrow']);
    const arrived = await until(() =>
      client.c['chat-messages'].findOne({ selector: { text: 'see you tomorrow' } }).exec(),
    );
    expect(arrived.seq).toBe(2);
    await client.close();
  });

  it('S2: deletions arrive as tombstones and remove the local document', async () => {
    const client = await openSyncClient(w.server, w.s.token);
    await client.inSync();
    expect(await client.c.topics.findOne(w.topicId).exec()).not.toBeNull();
    const deletedMessage = (await client.c['chat-messages'].find().exec())[0]!;
    await call(w.server, 'DELETE', `/topic/${w.topicId}`, w.admin.token);
    await w.server.deps.chatService.deleteMessage(w.s, { id: deletedMessage.id });
    await until(async () => (await client.c.topics.findOne(w.topicId).exec()) === null);
    await until(
      async () => (await client.c['chat-messages'].findOne(deletedMessage.id).exec()) === null,
    );
    // Over HTTP the tombstone is a document with _deleted: true (and no text), not a gap.
    const topics = (await pull(w.s.token, 'topics', '?batchSize=1000')).documents;
    expect(topics.find((d: any) => d.id === w.topicId)).toMatchObject({ _deleted: true });
    const messages = (await pull(w.s.token, 'chat-messages', '?batchSize=1000')).documents;
    expect(messages.find((d: any) => d.id === deletedMessage.id)).toMatchObject({
      _deleted: true,
      text: '',
    });
    await client.close();
  });
});
