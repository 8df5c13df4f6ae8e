import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import {
  createUser,
  ROLES,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

// Issue 19, decision 190: the admin role guard. Students, tutors, tutor managers and studio staff
// never reach admin calls — except tutor managers on interviews and demo sessions, studio staff on
// photo sessions and the studio lists, and each learner on their own records where a call is
// shared. Regular admins run the platform; only super admins manage platform settings and read
// the audit log. The table below is written by hand (reading the declarations would test nothing);
// the test reads every call of the OpenAPI document whose declared roles name an admin, so a new
// admin call without a row here fails, and so does a call whose declaration drifts from its row.

const A: UserRole[] = ['RegularAdmin', 'SuperAdmin'];
const EXPECTED: Record<string, UserRole[]> = {
  'GET /user/list': A,
  'GET /user/interviewer/select': ['Tutor', ...A],
  'GET /user/studio/list': A,
  'GET /user/tutor/list/uncontacted': A,
  'GET /user/tutor/all/for/studio': ['Studio', ...A],
  'GET /user/tutor/{tutorId}/for/studio': ['Studio', ...A],
  'GET /admin/tutor/{tutorId}/activity': A,
  'PUT /user/asset/tutor': ['Studio', ...A],
  'POST /user/tutor/manual': A,
  'GET /sub/list': A,
  'PATCH /sub/cancel': ['Student', ...A],
  'GET /sub/{id}': ['Student', ...A],
  'POST /sub': A,
  'PATCH /lesson': ['Student', 'Tutor', ...A],
  'GET /lesson/list': ['Student', 'Tutor', ...A],
  'GET /lesson/attended/stats': ['Student', 'Tutor', ...A],
  'GET /lesson/{id}': ['Student', 'Tutor', ...A],
  'DELETE /lesson/{id}': A,
  'GET /user/tutor/full-tutors': A,
  'GET /user/tutor/tutoring-minutes': ['Tutor', ...A],
  'POST /topic': A,
  'PUT /topic/{id}': A,
  'DELETE /topic/{id}': A,
  'POST /plan': A,
  'PATCH /plan/{id}': A,
  'DELETE /plan/{id}': A,
  'GET /plan-invite/list': ['Student', ...A],
  'POST /plan-invite': A,
  'PATCH /plan-invite': A,
  'DELETE /plan-invite/{id}': A,
  'POST /coupon': A,
  'GET /coupon/list': A,
  'GET /coupon/{id}': A,
  'PUT /coupon/{id}': A,
  'DELETE /coupon/{id}': A,
  'POST /invite': A,
  'GET /invite/list': A,
  'GET /invite/{id}': A,
  'PUT /invite/{id}': A,
  'DELETE /invite/{id}': A,
  'DELETE /cache/flush': A,
  'POST /fawry/cancel-unpaid-order': ['Student', ...A],
  'POST /fawry/refund': A,
  'GET /fawry/payment-status': ['Student', ...A],
  'POST /fawry/payment-status/sync': ['Student', ...A],
  'GET /tx/list': ['Student', ...A],
  'GET /tx/last': ['Student', ...A],
  'GET /tx/{id}': ['Student', ...A],
  'GET /report/list': A,
  'PATCH /interview': ['Tutor', 'TutorManager', ...A],
  'GET /interview/list': ['Tutor', 'TutorManager', ...A],
  'GET /intro-video/list': ['Tutor', 'TutorManager', ...A],
  'PUT /intro-video/{id}': ['TutorManager', ...A],
  'POST /photo-session': ['Studio', ...A],
  'PATCH /photo-session': ['Tutor', 'Studio', ...A],
  'GET /photo-session/list': ['Tutor', 'Studio', ...A],
  'GET /onboarding/progress': ['Tutor', 'TutorManager', 'Studio', ...A],
  'GET /invoice': ['Tutor', ...A],
  'GET /invoice/stats/{id}': ['Tutor', ...A],
  'GET /invoice/ledger/{id}': ['Tutor', ...A],
  'PUT /invoice/{id}/with/asset': ['Tutor', ...A],
  'PATCH /demo-session': ['Tutor', 'TutorManager', ...A],
  'GET /demo-session/list': ['Tutor', 'TutorManager', ...A],
  'GET /platform-settings': A,
  'PUT /platform-settings': ['SuperAdmin'],
  'GET /audit-log': ['SuperAdmin'],
  'GET /admin/overview': A,
  'GET /contact-request/list': A,
  'GET /admin/media': A,
};

interface Operation {
  'x-kalam-access'?: { roles: 'anyone' | 'signed-in' | UserRole[] };
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
}

let server: TestServer;
const users = {} as Record<UserRole, TestUser>;
let adminCalls: { call: string; method: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  for (const role of ROLES) users[role] = await createUser(server, role);
  const doc = (await server.call('GET', '/openapi.json')).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  adminCalls = Object.entries(doc.paths).flatMap(([full, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const path = full.replace(/^\/api\/v1/, '');
      const call = `${method.toUpperCase()} ${path}`;
      const roles = op['x-kalam-access']?.roles;
      const namesAdmin = Array.isArray(roles) && roles.some((r) => A.includes(r));
      return namesAdmin || call in EXPECTED ? [{ call, method, path, op }] : [];
    }),
  );
});
afterAll(() => server.stop());

const BAD = '<'.repeat(300);

describe('admin role guard (decision 190)', () => {
  it('every admin call has a row in the expected table, and every row a call', () => {
    const calls = adminCalls.map((c) => c.call).sort();
    expect(calls).toEqual(Object.keys(EXPECTED).sort());
  });

  it('each admin call declares exactly the roles of its row', () => {
    const drift = adminCalls
      .map(({ call, op }) => ({ call, roles: op['x-kalam-access']?.roles }))
      .filter(
        ({ call, roles }) =>
          !Array.isArray(roles) || [...roles].sort().join() !== [...EXPECTED[call]!].sort().join(),
      )
      .map(({ call, roles }) => `${call}: ${JSON.stringify(roles)}`);
    expect(drift).toEqual([]);
  });

  it('refuses every admin call to anonymous (401) and to each role not in its row (403)', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { call, method, path, op } of adminCalls) {
      const query = new URLSearchParams({ page: '-1' });
      for (const p of op.parameters ?? []) if (p.in === 'query') query.set(p.name, BAD);
      // A call open to its own subject (`self`) is called on the caller's own record.
      const self = (op['x-kalam-access'] as { self?: { param?: string } } | undefined)?.self?.param;
      const urlFor = (ownId: string | undefined) =>
        `${path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
          encodeURIComponent(name === self && ownId ? ownId : BAD),
        )}?${query}`;
      const body = op.requestBody ? { __stray: true } : undefined;
      for (const who of ['anonymous', ...ROLES] as const) {
        const token = who === 'anonymous' ? undefined : users[who].token;
        const url = urlFor(who === 'anonymous' ? undefined : users[who].id);
        const res = await server.call(method.toUpperCase(), url, { token, body });
        checked += 1;
        const allowed = who !== 'anonymous' && EXPECTED[call]!.includes(who);
        const want = who === 'anonymous' ? 401 : allowed ? 'through' : 403;
        if (want === 'through' ? res.status === 401 || res.status === 403 : res.status !== want)
          wrong.push(`${call} as ${who}: ${res.status}, wanted ${want}`);
      }
    }
    expect(checked).toBe(Object.keys(EXPECTED).length * 7);
    expect(wrong).toEqual([]);
  });

  it('a regular admin cannot change another admin, make an admin or unmake one; a super admin can', async () => {
    const other = await createUser(server, 'RegularAdmin');
    const student = await createUser(server, 'Student');
    const regular = users.RegularAdmin.token;
    const deactivate = await server.call('PUT', `/user/${other.id}`, {
      token: regular,
      body: { activated: false },
    });
    expect(deactivate.status).toBe(403);
    const promote = await server.call('PUT', `/user/${student.id}`, {
      token: regular,
      body: { role: 'RegularAdmin' },
    });
    expect(promote.status).toBe(403);
    // A regular admin still runs the platform: deactivating a student works.
    const student2 = await server.call('PUT', `/user/${student.id}`, {
      token: regular,
      body: { activated: false },
    });
    expect(student2.status).toBe(200);
    const bySuper = await server.call('PUT', `/user/${other.id}`, {
      token: users.SuperAdmin.token,
      body: { activated: false },
    });
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.activated).toBe(false);
  });
});
