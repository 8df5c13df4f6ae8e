import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import {
  createUser,
  ROLES,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

let server: TestServer;
const users = {} as Record<UserRole, TestUser>;
let other: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  for (const role of ROLES) users[role] = await createUser(server, role);
  other = await createUser(server, 'Student');
});
afterAll(() => server.stop());

type Who = 'anonymous' | UserRole;
const WHO: Who[] = ['anonymous', ...ROLES];

/** Expected status for each caller; a function gets the callers and answers method, path and body. */
interface Row {
  call: string;
  request: () => { method: string; path: string; body?: unknown };
  expect: Record<Who, number>;
}

const all = (status: number): Record<Who, number> =>
  Object.fromEntries(WHO.map((w) => [w, status])) as Record<Who, number>;
const signedIn = (status: number): Record<Who, number> => ({ ...all(status), anonymous: 401 });

const ROWS: Row[] = [
  { call: 'GET /health', request: () => ({ method: 'GET', path: '/health' }), expect: all(200) },
  { call: 'GET /time', request: () => ({ method: 'GET', path: '/time' }), expect: all(200) },
  {
    call: 'GET /user/current',
    request: () => ({ method: 'GET', path: '/user/current' }),
    expect: signedIn(200),
  },
  {
    call: 'POST /auth/refresh-token',
    request: () => ({ method: 'POST', path: '/auth/refresh-token' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /user/{another student}',
    request: () => ({ method: 'GET', path: `/user/${other.id}` }),
    expect: {
      anonymous: 401,
      Student: 403,
      Tutor: 403,
      TutorManager: 200,
      Studio: 200,
      RegularAdmin: 200,
      SuperAdmin: 200,
    },
  },
  {
    call: 'PUT /user/{another student}',
    request: () => ({ method: 'PUT', path: `/user/${other.id}`, body: { job: 'مهندس' } }),
    expect: {
      anonymous: 401,
      Student: 403,
      Tutor: 403,
      TutorManager: 403,
      Studio: 403,
      RegularAdmin: 200,
      SuperAdmin: 200,
    },
  },
  {
    call: 'GET /user/tutor/meta',
    request: () => ({ method: 'GET', path: '/user/tutor/meta' }),
    expect: {
      anonymous: 401,
      Student: 403,
      Tutor: 200,
      TutorManager: 200,
      Studio: 403,
      RegularAdmin: 403,
      SuperAdmin: 403,
    },
  },
  {
    call: 'PATCH /student',
    request: () => ({ method: 'PATCH', path: '/student', body: { aim: 'السفر' } }),
    expect: {
      anonymous: 401,
      Student: 200,
      Tutor: 403,
      TutorManager: 403,
      Studio: 403,
      RegularAdmin: 403,
      SuperAdmin: 403,
    },
  },
  {
    call: 'POST /student',
    request: () => ({ method: 'POST', path: '/student', body: { englishLevel: 'Beginner' } }),
    expect: {
      anonymous: 401,
      Student: 201,
      Tutor: 403,
      TutorManager: 403,
      Studio: 403,
      RegularAdmin: 403,
      SuperAdmin: 403,
    },
  },
  {
    call: 'GET /student/{another student}',
    request: () => ({ method: 'GET', path: `/student/${other.id}` }),
    expect: {
      anonymous: 401,
      Student: 403,
      Tutor: 403,
      TutorManager: 200,
      Studio: 403,
      RegularAdmin: 200,
      SuperAdmin: 200,
    },
  },
  {
    call: 'POST /confirmation-code/phone/verify (no code sent)',
    request: () => ({
      method: 'POST',
      path: '/confirmation-code/phone/verify',
      body: { code: '12345' },
    }),
    // Every signed-in test user has a verified phone already.
    expect: signedIn(409),
  },
  {
    call: 'POST /confirmation-code/password/send',
    request: () => ({
      method: 'POST',
      path: '/confirmation-code/password/send',
      body: { email: 'x@example.com' },
    }),
    expect: all(200),
  },
];

describe('who may call what (issue 2 calls)', () => {
  for (const row of ROWS) {
    it.each(WHO)(`${row.call} as %s`, async (who) => {
      const { method, path, body } = row.request();
      const token = who === 'anonymous' ? undefined : users[who].token;
      const res = await server.call(method, path, { token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(row.expect[who]);
    });
  }

  it('a user reads and edits themself', async () => {
    for (const role of ROLES) {
      const me = users[role];
      expect((await server.call('GET', `/user/${me.id}`, { token: me.token })).status).toBe(200);
    }
  });

  it('role, verified flags and credit score are never writable by their owner', async () => {
    const me = users.Student;
    for (const body of [
      { role: 'SuperAdmin' },
      { verifiedEmail: true },
      { verifiedPhone: true },
      { creditScore: 1000 },
      { activated: true },
    ]) {
      const res = await server.call('PUT', `/user/${me.id}`, { token: me.token, body });
      expect(res.status).toBe(403);
    }
    const current = await server.call('GET', '/user/current', { token: me.token });
    expect(current.body.role).toBe('Student');
    expect(current.body.creditScore).toBe(0);
  });

  it('only a super admin makes an admin', async () => {
    const target = await createUser(server, 'Student');
    expect(
      (
        await server.call('PUT', `/user/${target.id}`, {
          token: users.RegularAdmin.token,
          body: { role: 'RegularAdmin' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('PUT', `/user/${target.id}`, {
          token: users.SuperAdmin.token,
          body: { role: 'RegularAdmin' },
        })
      ).status,
    ).toBe(200);
  });
});
