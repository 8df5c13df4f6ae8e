import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, type SyncStreamMessage } from '@kalam/sync';
import { createUser, startTestServer } from '../support/test-server.ts';
import { buildWorld, call, type World } from './sync-fixtures.ts';
import { Network, closeSyncClients, openSyncClient, until } from './sync-client.ts';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterEach(() => closeSyncClients());
afterAll(() => w?.server.stop());

const V = SYNC_PROTOCOL_VERSION;

/** A raw Server-Sent Events reader: the messages as they arrive, and a way to stop. */
async function openStream(url: string, token: string) {
  const messages: SyncStreamMessage[] = [];
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const done = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) return;
        buffer += value;
        let split: number;
        while ((split = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const data = frame
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (data) messages.push(JSON.parse(data));
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return { messages, done, stop: () => abort.abort() };
}

describe('protocol version', () => {
  it('S9: an outdated client gets 426 client-too-old on pull, push and stream, before any other check', async () => {
    for (const [method, action, body] of [
      ['GET', 'pull?batchSize=0', undefined],
      ['POST', 'push', { not: 'rows' }],
      ['GET', 'stream', undefined],
    ] as const) {
      const res = await w.server.call(method, `/sync/0/no-such-collection/${action}`, {
        token: w.s.token,
        body,
      });
      expect(res.status, action).toBe(426);
      expect(res.body.code).toBe('client-too-old');
      expect(res.body.message).toBe('نسخة التطبيق قديمة، حدّث الصفحة عشان تنزل النسخة الجديدة.');
    }
    for (const version of [String(V + 1), 'v1', '1.5']) {
      const res = await w.server.call('GET', `/sync/${version}/topics/pull`, { token: w.s.token });
      expect(res.status, version).toBe(400);
    }
  });

  it('S9: a real client on an older protocol stops replicating and tells the app', async () => {
    const network = new Network();
    network.rewrite = (url) => url.replace(`/sync/${V}/`, `/sync/${V - 1}/`);
    const client = await openSyncClient(w.server, w.s.token, { network, collections: ['topics'] });
    await until(async () => client.fatal.length > 0 && client.states.topics.isStopped());
    expect(client.fatal.every((e) => e.code === 'client-too-old' && e.status === 426)).toBe(true);
    expect(await client.c.topics.count().exec()).toBe(0);
    expect(client.stream?.closed).toBe(true);
  });
});

describe('the live stream', () => {
  it('S10: says ready, then changed for the collections of the user’s own changes only', async () => {
    const stream = await openStream(`${w.server.url}/api/v1/sync/${V}/all/stream`, w.s.token);
    await until(async () => stream.messages.length > 0);
    expect(stream.messages[0]).toEqual({ type: 'ready', protocol: V });
    // Another pair's message wakes nobody here.
    await call(w.server, 'POST', '/chat/new', w.o.token, { userId: w.u.id, message: 'private' });
    await call(w.server, 'POST', '/chat/new', w.t.token, { userId: w.s.id, message: 'for you' });
    await until(async () => stream.messages.length > 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(stream.messages.slice(1)).toEqual([{ type: 'changed', collection: 'chat-messages' }]);
    stream.stop();
    await stream.done;

    const one = await openStream(`${w.server.url}/api/v1/sync/${V}/topics/stream`, w.s.token);
    await call(w.server, 'POST', '/chat/new', w.t.token, { userId: w.s.id, message: 'not topics' });
    await call(w.server, 'POST', '/topic', w.admin.token, { nameAr: 'سفر', nameEn: 'Trips' }, 201);
    await until(async () => one.messages.length > 1);
    expect(one.messages.slice(1)).toEqual([{ type: 'changed', collection: 'topics' }]);
    one.stop();
    await one.done;
    // A client that goes away is forgotten: no stream, no wake-up listener left behind.
    await until(async () => w.server.deps.sync.streams.size === 0);
  });

  it('S10: a server change reaches a connected client in under one second', async () => {
    const client = await openSyncClient(w.server, w.s.token);
    await client.inSync();
    await until(async () => client.stream?.connected);
    const started = Date.now();
    await call(w.server, 'POST', '/chat/new', w.t.token, { userId: w.s.id, message: 'live!' });
    const arrived = await until(
      () => client.c['chat-messages'].findOne({ selector: { text: 'live!' } }).exec(),
      1000,
    );
    expect(arrived.senderId).toBe(w.t.id);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('S10: after a reconnect the client resyncs what changed while it was away', async () => {
    const network = new Network();
    const client = await openSyncClient(w.server, w.s.token, { network });
    await client.inSync();
    await until(async () => client.stream?.connected);
    network.offline = true;
    w.server.deps.sync.streams.closeAll();
    await until(async () => client.stream?.connected === false);
    await call(w.server, 'POST', '/chat/new', w.t.token, { userId: w.s.id, message: 'while away' });
    await new Promise((r) => setTimeout(r, 100));
    expect(
      await client.c['chat-messages'].findOne({ selector: { text: 'while away' } }).exec(),
    ).toBeNull();
    network.offline = false;
    await until(() =>
      client.c['chat-messages'].findOne({ selector: { text: 'while away' } }).exec(),
    );
  });

  it('S10: open streams end when the server shuts down, so it can close', async () => {
    const server = await startTestServer();
    const user = await createUser(server, 'Student');
    const stream = await openStream(`${server.url}/api/v1/sync/${V}/all/stream`, user.token);
    await until(async () => stream.messages.length > 0);
    expect(server.deps.sync.streams.size).toBe(1);
    await server.stop();
    await stream.done;
    expect(server.deps.sync.streams.size).toBe(0);
  });

  it('S13: the stream needs a token and a known collection', async () => {
    expect((await w.server.call('GET', `/sync/${V}/all/stream`)).status).toBe(401);
    const res = await w.server.call('GET', `/sync/${V}/secrets/stream`, { token: w.s.token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('sync-collection-not-found');
  });
});
