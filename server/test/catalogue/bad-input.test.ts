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
let planId: string;
let topicId: string;

const plan = { nameAr: 'الأساسية', nameEn: 'Basic', weeklyMinutes: 60, monthPrice: 45_000 };

/** Everything the catalogue holds, to prove a refused call wrote nothing. */
function snapshot() {
  const d = server.deps;
  return JSON.stringify({
    plans: d.plans.all(),
    topics: d.topics.list(),
    mine: d.topics.ofUser(student.id),
    invites: d.planInvitesService.list({ id: admin.id, role: 'SuperAdmin' } as never, {
      page: 1,
      size: 100,
    }),
  });
}

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  admin = await createUser(server, 'SuperAdmin');
  student = await createUser(server, 'Student');
  planId = (await server.call('POST', '/plan', { token: admin.token, body: plan })).body.id;
  topicId = (
    await server.call('POST', '/topic', {
      token: admin.token,
      body: { nameAr: 'قواعد', nameEn: 'Grammar' },
    })
  ).body.id;
  await server.call('POST', '/topic/of/user', {
    token: student.token,
    body: { topicIds: [topicId] },
  });
});
afterAll(() => server.stop());

const CASES: {
  call: string;
  method: string;
  path: string;
  who: 'admin' | 'student';
  body?: unknown;
  raw?: string;
  code: string;
}[] = [
  {
    call: 'malformed JSON',
    method: 'POST',
    path: '/plan',
    who: 'admin',
    raw: '{"nameAr":',
    code: 'bad-request',
  },
  {
    call: 'plan name with HTML',
    method: 'PATCH',
    path: '/plan/:plan',
    who: 'admin',
    body: { nameEn: '<img src=x onerror=alert(1)>' },
    code: 'invalid-plan-name',
  },
  {
    call: 'plan minutes as text',
    method: 'PATCH',
    path: '/plan/:plan',
    who: 'admin',
    body: { weeklyMinutes: '60' },
    code: 'plan-weekly-minutes-out-of-range',
  },
  {
    call: 'plan inviteOnly as text',
    method: 'PATCH',
    path: '/plan/:plan',
    who: 'admin',
    body: { inviteOnly: 'yes' },
    code: 'invalid-type',
  },
  {
    call: 'plan maxLessons out of range',
    method: 'PATCH',
    path: '/plan/:plan',
    who: 'admin',
    body: { maxLessons: 0 },
    code: 'invalid-type',
  },
  {
    call: 'plan unknown field',
    method: 'PATCH',
    path: '/plan/:plan',
    who: 'admin',
    body: { deleted: false },
    code: 'unknown-field',
  },
  {
    call: 'empty plan patch',
    method: 'PATCH',
    path: '/plan/:plan',
    who: 'admin',
    body: {},
    code: 'empty-request',
  },
  {
    call: 'topic ids not a list',
    method: 'PATCH',
    path: '/topic/of/user',
    who: 'student',
    body: { topicIds: 'all' },
    code: 'invalid-type',
  },
  {
    call: 'topic ids missing',
    method: 'PATCH',
    path: '/topic/of/user',
    who: 'student',
    body: {},
    code: 'required',
  },
  {
    call: 'too many topic ids',
    method: 'PATCH',
    path: '/topic/of/user',
    who: 'student',
    body: { topicIds: Array.from({ length: 51 }, (_, i) => `t${i}`) },
    code: 'invalid-type',
  },
  {
    call: 'topic name with entity',
    method: 'PUT',
    path: '/topic/:topic',
    who: 'admin',
    body: { nameEn: 'Gr&amp;mmar' },
    code: 'invalid-topic-name',
  },
  {
    call: 'plan invite ids as numbers',
    method: 'POST',
    path: '/plan-invite',
    who: 'admin',
    body: { userId: 1, planId: 2 },
    code: 'invalid-type',
  },
  {
    call: 'plan invite unknown field',
    method: 'POST',
    path: '/plan-invite',
    who: 'admin',
    body: { userId: 'a', planId: 'b', note: 'x' },
    code: 'unknown-field',
  },
];

describe('bad input answers 400 and writes nothing', () => {
  it.each(CASES)('$call', async ({ method, path, who, body, raw, code }) => {
    const before = snapshot();
    const res = await server.call(
      method,
      path.replace(':plan', planId).replace(':topic', topicId),
      { token: (who === 'admin' ? admin : student).token, body, raw },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe(code);
    expect(typeof res.body.message).toBe('string');
    expect(JSON.stringify(res.body)).not.toMatch(/sqlite|stack|drizzle/i);
    expect(snapshot()).toBe(before);
  });
});
