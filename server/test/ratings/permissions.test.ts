import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import {
  createUser,
  ROLES,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { addLesson } from '../catalogue/helpers.ts';
import { all, checkMatrix, only, type MatrixRow } from '../assets/matrix.ts';

let server: TestServer;
const users = {} as Record<UserRole, TestUser>;
let ratingId: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  for (const role of ROLES) users[role] = await createUser(server, role);
  ratingId = (await ratingOf(users.Tutor)).id;
});
afterAll(() => server.stop());

/** The matrix student's rating of `tutor`, after a fulfilled lesson together. */
async function ratingOf(tutor: TestUser) {
  const student = users.Student;
  addLesson(server, tutor.id, student.id, Date.now() - 86_400_000, 'fulfilled');
  const res = await server.call('POST', '/rating', {
    token: student.token,
    body: { tutorId: tutor.id, value: 5 },
  });
  return res.body as { id: string };
}

/**
 * A tutor every matrix user has had a fulfilled lesson with and not yet rated: only the role
 * can be the reason for a refusal.
 */
async function taughtTutor() {
  const tutor = await createUser(server, 'Tutor');
  ROLES.forEach((role, i) =>
    addLesson(server, tutor.id, users[role].id, Date.now() - (i + 1) * 86_400_000, 'fulfilled'),
  );
  return tutor;
}

/** Decision 015. */
const ROWS: MatrixRow[] = [
  {
    call: 'POST /rating',
    request: async () => ({
      method: 'POST',
      path: '/rating/',
      body: { tutorId: (await taughtTutor()).id, value: 4 },
    }),
    expect: only(201, 'Student'),
  },
  {
    call: 'PUT /rating/{id} (a student’s rating)',
    request: () => ({ method: 'PUT', path: `/rating/${ratingId}`, body: { value: 4 } }),
    expect: only(200, 'Student'),
  },
  {
    call: 'DELETE /rating/{id} (a student’s rating)',
    request: async () => ({
      method: 'DELETE',
      path: `/rating/${(await ratingOf(await createUser(server, 'Tutor'))).id}`,
    }),
    expect: only(200, 'Student', 'RegularAdmin', 'SuperAdmin'),
  },
  {
    call: 'GET /rating/{id}',
    request: () => ({ method: 'GET', path: `/rating/${ratingId}` }),
    expect: all(200),
  },
  {
    call: 'GET /rating/list/rater/{the student}',
    request: () => ({ method: 'GET', path: `/rating/list/rater/${users.Student.id}` }),
    expect: only(200, 'Student', 'RegularAdmin', 'SuperAdmin'),
  },
  {
    call: 'GET /rating/list/ratee/{the tutor}',
    request: () => ({ method: 'GET', path: `/rating/list/ratee/${users.Tutor.id}` }),
    expect: only(200, 'Tutor', 'RegularAdmin', 'SuperAdmin'),
  },
  {
    call: 'GET /rating/list/tutor/{id}',
    request: () => ({ method: 'GET', path: `/rating/list/tutor/${users.Tutor.id}` }),
    expect: all(200),
  },
];

checkMatrix('who may call what (ratings)', () => ({ server, users }), ROWS);

describe('object-level checks (ratings)', () => {
  it("a student cannot edit or delete another student's rating", async () => {
    const other = await createUser(server, 'Student');
    const before = (await server.call('GET', `/rating/${ratingId}`)).body;
    const edit = await server.call('PUT', `/rating/${ratingId}`, {
      token: other.token,
      body: { value: 1, text: 'سيء جدًا جدًا' },
    });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe('forbidden');
    const remove = await server.call('DELETE', `/rating/${ratingId}`, { token: other.token });
    expect(remove.status).toBe(403);
    expect((await server.call('GET', `/rating/${ratingId}`)).body).toEqual(before);
  });

  it('an admin may delete a rating but not rewrite a student’s words', async () => {
    const edit = await server.call('PUT', `/rating/${ratingId}`, {
      token: users.SuperAdmin.token,
      body: { text: 'نص كتبه المشرف' },
    });
    expect(edit.status).toBe(403);
  });
});
