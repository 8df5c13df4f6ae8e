import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

let server: TestServer;
let admin: TestUser;
let student: TestUser;
let tutor: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  admin = await createUser(server, 'RegularAdmin');
  student = await createUser(server, 'Student');
  tutor = await createUser(server, 'Tutor');
});
afterAll(() => server.stop());

async function topic(nameEn: string, nameAr = `موضوع ${nameEn}`) {
  const res = await server.call('POST', '/topic/', {
    token: admin.token,
    body: { nameAr, nameEn },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('topics', () => {
  it('admins create, rename and soft-delete topics; anyone lists them', async () => {
    const id = await topic('Grammar', 'القواعد');
    let list = await server.call('GET', '/topic/list');
    expect(list.status).toBe(200);
    expect(list.body.list).toContainEqual({ id, nameAr: 'القواعد', nameEn: 'Grammar' });

    const put = await server.call('PUT', `/topic/${id}`, {
      token: admin.token,
      body: { nameAr: 'قواعد اللغة' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ id, nameAr: 'قواعد اللغة', nameEn: 'Grammar' });

    expect((await server.call('DELETE', `/topic/${id}`, { token: admin.token })).status).toBe(200);
    list = await server.call('GET', '/topic/list?size=100');
    expect(list.body.list.map((t: { id: string }) => t.id)).not.toContain(id);
    const again = await server.call('DELETE', `/topic/${id}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'topic-not-found', message: 'الموضوع ده مش موجود.' });
  });

  it('stamps replicated topic rows with increasing updatedAt and publishes sync-changed', async () => {
    const seen: string[] = [];
    const off = server.deps.bus.subscribe('sync-changed', (e) => seen.push(e.collection));
    const id = await topic('Travel');
    const first = server.deps.topics.byId(id)!.updatedAt;
    await server.call('PUT', `/topic/${id}`, {
      token: admin.token,
      body: { nameEn: 'Travelling' },
    });
    expect(server.deps.topics.byId(id)!.updatedAt).toBeGreaterThan(first);
    off();
    expect(seen).toEqual(['topics', 'topics']);
  });

  it('enforces the topic name rules with their codes and writes nothing', async () => {
    const before = (await server.call('GET', '/topic/list?size=100')).body.total;
    for (const [body, code] of [
      [{ nameAr: 'ق', nameEn: 'Grammar' }, 'short-topic-name'],
      [{ nameAr: 'قواعد', nameEn: 'x'.repeat(51) }, 'long-topic-name'],
      [{ nameAr: '<b>قواعد</b>', nameEn: 'Grammar' }, 'invalid-topic-name'],
      [{ nameAr: 'قواعد' }, 'required'],
      [{ nameAr: 5, nameEn: 'Grammar' }, 'invalid-type'],
      [{ nameAr: 'قواعد', nameEn: 'Grammar', extra: 1 }, 'unknown-field'],
    ] as const) {
      const res = await server.call('POST', '/topic', { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    const empty = await server.call('PUT', `/topic/${await topic('Kids')}`, {
      token: admin.token,
      body: {},
    });
    expect(empty.body.code).toBe('empty-request');
    expect((await server.call('GET', '/topic/list?size=100')).body.total).toBe(before + 1);
  });
});

// Two topics of one name put «السفر» twice on a tutor's page and in the directory (issue 40).
describe('one topic per name', () => {
  it('refuses a new topic or a rename that repeats a live name, in either language', async () => {
    const first = await topic('Pronunciation', 'النطق');
    const before = (await server.call('GET', '/topic/list?size=100')).body.total;
    for (const [body, fields] of [
      [{ nameAr: 'النطق', nameEn: 'Accent' }, ['nameAr']],
      [{ nameAr: 'اللكنة', nameEn: 'pronunciation' }, ['nameEn']],
      [{ nameAr: ' النطق ', nameEn: 'Pronunciation' }, ['nameAr', 'nameEn']],
    ] as const) {
      const res = await server.call('POST', '/topic', { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body).toMatchObject({
        code: 'topic-exists',
        message: 'فيه موضوع بالاسم ده قبل كده.',
      });
      expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(fields);
    }
    expect((await server.call('GET', '/topic/list?size=100')).body.total).toBe(before);

    const other = await topic('Accent', 'اللكنة');
    const rename = await server.call('PUT', `/topic/${other}`, {
      token: admin.token,
      body: { nameAr: 'النطق' },
    });
    expect(rename.status).toBe(409);
    expect(rename.body.code).toBe('topic-exists');
    // Its own name again is no repeat; a deleted topic's name is free.
    const same = await server.call('PUT', `/topic/${first}`, {
      token: admin.token,
      body: { nameAr: 'النطق', nameEn: 'Pronunciation' },
    });
    expect(same.status).toBe(200);
    await server.call('DELETE', `/topic/${first}`, { token: admin.token });
    expect(
      (
        await server.call('PUT', `/topic/${other}`, {
          token: admin.token,
          body: { nameAr: 'النطق' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('a user’s topics', () => {
  let a: string;
  let b: string;
  let c: string;
  beforeAll(async () => {
    a = await topic('Conversation', 'المحادثة');
    b = await topic('Business', 'الأعمال');
    c = await topic('IELTS', 'آيلتس');
  });

  it('adds, removes and replaces the caller’s own set', async () => {
    const call = (method: string, topicIds: string[]) =>
      server.call(method, '/topic/of/user', { token: student.token, body: { topicIds } });
    expect((await call('POST', [a, b])).body.total).toBe(2);
    expect((await call('POST', [a])).body.total).toBe(2); // adding twice is harmless
    expect((await call('DELETE', [a])).body.list.map((t: { id: string }) => t.id)).toEqual([b]);
    const replaced = await call('PATCH', [c, a]);
    expect(replaced.body.list.map((t: { id: string }) => t.id).sort()).toEqual([a, c].sort());
    const mine = await server.call('GET', '/topic/of/user', { token: student.token });
    expect(mine.body.total).toBe(2);
  });

  it('refuses an unknown or deleted topic and leaves the set as it was', async () => {
    await server.call('PATCH', '/topic/of/user', { token: tutor.token, body: { topicIds: [a] } });
    const res = await server.call('PATCH', '/topic/of/user', {
      token: tutor.token,
      body: { topicIds: [b, 'nope'] },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('topic-not-found');
    const mine = await server.call('GET', '/topic/of/user', { token: tutor.token });
    expect(mine.body.list.map((t: { id: string }) => t.id)).toEqual([a]);
  });

  it('lets only admins read or change another user’s topics', async () => {
    const other = await server.call('GET', `/topic/of/user?userId=${student.id}`, {
      token: tutor.token,
    });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('forbidden');
    const write = await server.call('POST', '/topic/of/user', {
      token: tutor.token,
      body: { topicIds: [b], userId: student.id },
    });
    expect(write.status).toBe(403);
    const byAdmin = await server.call('PATCH', '/topic/of/user', {
      token: admin.token,
      body: { topicIds: [b], userId: student.id },
    });
    expect(byAdmin.status).toBe(200);
    const read = await server.call('GET', `/topic/of/user?userId=${student.id}`, {
      token: admin.token,
    });
    expect(read.body.list.map((t: { id: string }) => t.id)).toEqual([b]);
    const missing = await server.call('GET', '/topic/of/user?userId=ghost', { token: admin.token });
    expect(missing.body.code).toBe('user-not-found');
  });

  it('tells the tutors directory when a tutor’s topics change', async () => {
    const events: string[][] = [];
    const off = server.deps.bus.subscribe('tutors-cache-updated', (e) => events.push(e.tutorIds));
    await server.call('POST', '/topic/of/user', { token: tutor.token, body: { topicIds: [c] } });
    await server.call('POST', '/topic/of/user', { token: student.token, body: { topicIds: [c] } });
    off();
    expect(events).toEqual([[tutor.id]]);
  });
});
