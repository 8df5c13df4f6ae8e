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
import { checkMatrix, only, type MatrixRow } from '../assets/matrix.ts';
import { approveIntroVideo, insertDemoSession, insertInterview, keepHours } from './fixtures.ts';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const HOUR = 60 * 60_000;
const clock = new FixedClock(NOW);
let server: TestServer;
const users = {} as Record<UserRole, TestUser>;
/** Another applicant and tutor manager: the matrix users are strangers to their calls. */
let applicant: TestUser;
let otherManager: TestUser;
let hour = 24;

/** A fresh time for each booking, so only the role decides the answer. */
const nextStart = () => NOW + (hour += 1) * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const ADMINS = ['RegularAdmin', 'SuperAdmin'] as const;

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  for (const role of ROLES) users[role] = await createUser(server, role);
  applicant = await createUser(server, 'Tutor');
  approveIntroVideo(server, applicant.id);
  approveIntroVideo(server, users.Tutor.id);
  otherManager = await createUser(server, 'TutorManager');
  await Promise.all([users.TutorManager, otherManager].map((tm) => keepHours(server, tm)));
});
afterAll(() => server.stop());

const strangersInterview = () =>
  insertInterview(server, {
    intervieweeId: applicant.id,
    interviewerId: otherManager.id,
    start: nextStart(),
  });
/** The matrix tutor's interview with the matrix tutor manager. */
const ownInterview = () =>
  insertInterview(server, {
    intervieweeId: users.Tutor.id,
    interviewerId: users.TutorManager.id,
    start: nextStart(),
  });
const strangersDemo = () =>
  insertDemoSession(server, {
    tutorId: applicant.id,
    tutorManagerId: otherManager.id,
    start: nextStart(),
  });
const ownDemo = () =>
  insertDemoSession(server, {
    tutorId: users.Tutor.id,
    tutorManagerId: users.TutorManager.id,
    start: nextStart(),
  });

/** Decision 110. Each expectation is written by hand, not read from the access table. */
const ROWS: MatrixRow[] = [
  {
    call: 'GET /interview/select',
    request: () => ({ method: 'GET', path: '/interview/select' }),
    expect: only(200, 'Tutor'),
  },
  {
    call: 'GET /user/interviewer/select',
    request: () => ({ method: 'GET', path: '/user/interviewer/select' }),
    expect: only(200, 'Tutor', ...ADMINS),
  },
  {
    call: 'POST /interview',
    request: () => ({
      method: 'POST',
      path: '/interview',
      body: { interviewerId: otherManager.id, start: iso(nextStart()) },
    }),
    expect: only(201, 'Tutor'),
  },
  {
    call: 'PATCH /interview (cancel as interviewer, a stranger’s)',
    request: () => ({
      method: 'PATCH',
      path: '/interview',
      body: { id: strangersInterview(), status: 'CanceledByInterviewer' },
    }),
    expect: only(200, ...ADMINS),
  },
  {
    call: 'PATCH /interview (cancel as interviewee, the matrix tutor’s)',
    request: () => ({
      method: 'PATCH',
      path: '/interview',
      body: { id: ownInterview(), status: 'CanceledByInterviewee' },
    }),
    expect: only(200, 'Tutor'),
  },
  {
    call: 'PATCH /interview (cancel as interviewer, the matrix tutor manager’s)',
    request: () => ({
      method: 'PATCH',
      path: '/interview',
      body: { id: ownInterview(), status: 'CanceledByInterviewer' },
    }),
    expect: only(200, 'TutorManager', ...ADMINS),
  },
  {
    call: 'GET /interview/list',
    request: () => ({ method: 'GET', path: '/interview/list/' }),
    expect: only(200, 'Tutor', 'TutorManager', ...ADMINS),
  },
  {
    call: 'POST /demo-session',
    request: async () => {
      const tutor = await createUser(server, 'Tutor');
      insertInterview(server, {
        intervieweeId: tutor.id,
        interviewerId: otherManager.id,
        start: NOW - 24 * HOUR,
        status: 'Passed',
      });
      return {
        method: 'POST',
        path: '/demo-session',
        body: { tutorId: tutor.id, start: iso(nextStart()) },
      };
    },
    expect: only(201, 'TutorManager'),
  },
  {
    call: 'PATCH /demo-session (cancel as admin, a stranger’s)',
    request: () => ({
      method: 'PATCH',
      path: '/demo-session',
      body: { id: strangersDemo(), status: 'CanceledByAdmin' },
    }),
    expect: only(200, ...ADMINS),
  },
  {
    call: 'PATCH /demo-session (cancel as tutor, the matrix tutor’s)',
    request: () => ({
      method: 'PATCH',
      path: '/demo-session',
      body: { id: ownDemo(), status: 'CanceledByTutor' },
    }),
    expect: only(200, 'Tutor'),
  },
  {
    call: 'PATCH /demo-session (cancel as tutor manager, the matrix tutor manager’s)',
    request: () => ({
      method: 'PATCH',
      path: '/demo-session',
      body: { id: ownDemo(), status: 'CanceledByTutorManager' },
    }),
    expect: only(200, 'TutorManager'),
  },
  {
    call: 'GET /demo-session/list',
    request: () => ({ method: 'GET', path: '/demo-session/list' }),
    expect: only(200, 'Tutor', 'TutorManager', ...ADMINS),
  },
];

checkMatrix('interview and demo-session calls by role', () => ({ server, users }), ROWS);

describe('object-level checks', () => {
  it('shows an applicant and a tutor manager only their own interviews and demo sessions', async () => {
    strangersInterview();
    strangersDemo();
    ownInterview();
    ownDemo();
    for (const path of ['/interview/list?size=100', '/demo-session/list?size=100']) {
      const tutorView = await server.call('GET', path, { token: users.Tutor.token });
      const managerView = await server.call('GET', path, { token: users.TutorManager.token });
      const adminView = await server.call('GET', path, { token: users.SuperAdmin.token });
      expect(tutorView.body.total).toBeGreaterThan(0);
      for (const item of tutorView.body.list)
        expect(item.interviewee?.id ?? item.tutor?.id, path).toBe(users.Tutor.id);
      for (const item of managerView.body.list)
        expect(item.interviewer?.id ?? item.tutorManager?.id, path).toBe(users.TutorManager.id);
      // Admins see everyone's, the strangers' included.
      const people = adminView.body.list.map(
        (i: { interviewee?: { id: string }; tutor?: { id: string } }) =>
          (i.interviewee ?? i.tutor)!.id,
      );
      expect(people, path).toContain(applicant.id);
      expect(people, path).toContain(users.Tutor.id);
    }
  });

  it("keeps the tutor managers' note from the applicant", async () => {
    const id = insertInterview(server, {
      intervieweeId: users.Tutor.id,
      interviewerId: users.TutorManager.id,
      start: nextStart(),
      note: 'Internal: strong candidate.',
    });
    const find = async (user: TestUser) => {
      const res = await server.call('GET', '/interview/list?size=100', { token: user.token });
      return res.body.list.find((i: { id: string }) => i.id === id);
    };
    expect((await find(users.Tutor)).note).toBeNull();
    expect((await find(users.TutorManager)).note).toBe('Internal: strong candidate.');
    expect((await find(users.RegularAdmin)).note).toBe('Internal: strong candidate.');
  });
});
