import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  ROLES,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { insertLesson } from '../sessions/lesson-fixture.ts';

const START = Date.parse('2026-11-25T15:00:00Z');
let server: TestServer;
const users = {} as Record<UserRole, TestUser>;
let x: TestUser;
let y: TestUser;
let roomXY: string;
let sessionXY: string;
let target: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false, clock: new FixedClock(START) });
  for (const role of ROLES) users[role] = await createUser(server, role);
  x = await createUser(server, 'Student');
  y = await createUser(server, 'Tutor');
  target = await createUser(server, 'Tutor');
  roomXY = (
    await server.call('POST', '/chat/new', {
      token: x.token,
      body: { userId: y.id, message: 'hi' },
    })
  ).body.room.id;
  sessionXY = `lesson:${insertLesson(server, { tutorId: y.id, studentId: x.id, start: START })}`;
});
afterAll(() => server.stop());

type Who = 'anonymous' | UserRole;
const WHO: Who[] = ['anonymous', ...ROLES];
const staffOnly = (ok: number, no: number): Record<Who, number> => ({
  anonymous: 401,
  Student: no,
  Tutor: no,
  TutorManager: no,
  Studio: no,
  RegularAdmin: ok,
  SuperAdmin: ok,
});
const signedIn = (status: number): Record<Who, number> => ({ ...staffOnly(status, status) });

interface Row {
  call: string;
  request: (me: TestUser | undefined) => { method: string; path: string; body?: unknown };
  expect: Record<Who, number>;
}

const ROWS: Row[] = [
  {
    call: 'POST /chat/new (with a tutor)',
    request: () => ({
      method: 'POST',
      path: '/chat/new',
      body: { userId: target.id, message: 'سلام' },
    }),
    // Students and staff may open a chat with a tutor; tutors may not chat with tutors.
    expect: { ...signedIn(201), Tutor: 403 },
  },
  {
    call: 'GET /chat/list/rooms/{own id}',
    request: (me) => ({ method: 'GET', path: `/chat/list/rooms/${me?.id ?? x.id}/` }),
    expect: signedIn(200),
  },
  {
    call: 'GET /chat/list/rooms/{another user}',
    request: () => ({ method: 'GET', path: `/chat/list/rooms/${x.id}` }),
    expect: staffOnly(200, 403),
  },
  {
    call: "GET /chat/list/{others' room}/messages",
    request: () => ({ method: 'GET', path: `/chat/list/${roomXY}/messages` }),
    expect: signedIn(403),
  },
  {
    call: "GET /chat/room/members/{others' room}",
    request: () => ({ method: 'GET', path: `/chat/room/members/${roomXY}` }),
    expect: staffOnly(200, 403),
  },
  {
    call: 'GET /chat/room/by/members (others)',
    request: () => ({ method: 'GET', path: `/chat/room/by/members?members=${x.id},${y.id}` }),
    expect: staffOnly(200, 403),
  },
  {
    call: "PUT /chat/room/{others' room}",
    request: () => ({ method: 'PUT', path: `/chat/room/${roomXY}`, body: { muted: true } }),
    expect: signedIn(403),
  },
  {
    call: "GET /session/{others' lesson}",
    request: () => ({ method: 'GET', path: `/session/${sessionXY}` }),
    expect: signedIn(403),
  },
  {
    call: "GET /session/token (others' lesson)",
    request: () => ({ method: 'GET', path: `/session/token?sessionId=${sessionXY}` }),
    expect: signedIn(403),
  },
];

describe('chat and session role matrix', () => {
  for (const row of ROWS) {
    it(row.call, async () => {
      const got: Record<string, number> = {};
      for (const who of WHO) {
        const me = who === 'anonymous' ? undefined : users[who];
        const { method, path, body } = row.request(me);
        const res = await server.call(method, path, { token: me?.token, body });
        got[who] = res.status;
        if (res.status >= 400) expect(res.body.message).toEqual(expect.any(String));
      }
      expect(got).toEqual(row.expect);
    });
  }

  it('lets the members themselves do what outsiders may not', async () => {
    for (const [method, path, body] of [
      ['GET', `/chat/list/${roomXY}/messages`],
      ['GET', `/chat/room/members/${roomXY}`],
      ['PUT', `/chat/room/${roomXY}`, { pinned: true }],
      ['GET', `/session/${sessionXY}`],
      ['GET', `/session/token?sessionId=${sessionXY}`],
    ] as const) {
      const res = await server.call(method, path, { token: x.token, body });
      expect([path, res.status]).toEqual([path, 200]);
    }
    const pinned = await server.call('GET', `/chat/list/rooms/${x.id}`, { token: x.token });
    expect(pinned.body.list[0]).toMatchObject({ id: roomXY, pinned: true, muted: false });
    const empty = await server.call('PUT', `/chat/room/${roomXY}`, { token: x.token, body: {} });
    expect([empty.status, empty.body.code]).toEqual([400, 'empty-request']);
    const bad = await server.call('PUT', `/chat/room/${roomXY}`, {
      token: x.token,
      body: { pinned: 'yes' },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid-type']);
    const badPage = await server.call('GET', `/chat/list/${roomXY}/messages?before=abc`, {
      token: x.token,
    });
    expect(badPage.status).toBe(400);
  });
});

describe('a refused first message leaves no room behind', () => {
  const rooms = () =>
    (server.deps.sqlite.prepare('select count(*) as n from chat_rooms').get() as { n: number }).n;

  it('refuses an id that is another person’s message, or bad text, before making the room', async () => {
    // x's first message in room x–y has an id; z reuses it to open a room with y.
    const taken = (
      await server.call('POST', '/chat/new', {
        token: x.token,
        body: { userId: target.id, message: 'أول رسالة' },
      })
    ).body.message.id as string;
    const z = await createUser(server, 'Student');
    const before = rooms();
    const reused = await server.call('POST', '/chat/new', {
      token: z.token,
      body: { userId: y.id, message: 'نص', messageId: taken },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('illegal');
    const empty = await server.call('POST', '/chat/new', {
      token: z.token,
      body: { userId: y.id, message: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(rooms()).toBe(before);
    // Right input still opens it.
    const ok = await server.call('POST', '/chat/new', {
      token: z.token,
      body: { userId: y.id, message: 'مساء الخير' },
    });
    expect(ok.status).toBe(201);
    expect(rooms()).toBe(before + 1);
  });
});
