import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import { ROLES } from '../support/test-server.ts';
import {
  HOUR,
  MIN,
  MONDAY,
  schedulingFile,
  insertPlan,
  iso,
  quickUser,
  subscribedStudent,
  tutorWith,
  type Person,
} from './scheduling-fixtures.ts';

type Who = 'anonymous' | UserRole;
const WHO: Who[] = ['anonymous', ...ROLES];

const { server } = schedulingFile();
const users = {} as Record<UserRole, Person>;
let tutor: Person;
let otherStudent: Person;
let planId: string;
let subId: string;
let slot = 0;

beforeAll(async () => {
  planId = insertPlan(server, { weeklyMinutes: 1200 });
  for (const role of ROLES) users[role] = await quickUser(server, role);
  await server.deps.availabilityService.replace(users.Tutor.id, []);
  server.deps.subscriptionsService.grant({
    userId: users.Student.id,
    planId,
    period: 'Month',
    source: 'admin',
  });
  subId = server.deps.subscriptionsService.activeFor(users.Student.id)!.id;
  tutor = await tutorWith(server);
  otherStudent = await subscribedStudent(server, planId);
});

/** A fresh lesson between another student and the tutor (for calls that change it). */
async function freshLesson(): Promise<string> {
  const student = await subscribedStudent(server, planId);
  slot += 1;
  const res = await server.call('POST', '/lesson', {
    token: student.token,
    body: { tutorId: tutor.id, start: iso(MONDAY + 24 * HOUR + slot * 30 * MIN), duration: 15 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const only = (allowed: Partial<Record<Who, number>>, otherwise = 403): Record<Who, number> =>
  Object.fromEntries(
    WHO.map((w) => [w, allowed[w] ?? (w === 'anonymous' ? 401 : otherwise)]),
  ) as Record<Who, number>;
const admins = (status: number) => ({ RegularAdmin: status, SuperAdmin: status });

interface Row {
  call: string;
  request: () => Promise<{ method: string; path: string; body?: unknown }>;
  expect: Record<Who, number>;
}

const ROWS: Row[] = [
  {
    call: 'GET /availability-slot (own)',
    request: async () => ({ method: 'GET', path: '/availability-slot' }),
    // Tutor managers keep call hours in the same template (decision 175).
    expect: only({ Tutor: 200, TutorManager: 200 }),
  },
  {
    call: 'GET /availability-slot?tutorId',
    request: async () => ({ method: 'GET', path: `/availability-slot?tutorId=${tutor.id}` }),
    expect: only({ anonymous: 200 }, 200),
  },
  {
    call: 'POST /availability-slot',
    request: async () => ({ method: 'POST', path: '/availability-slot', body: { slots: [] } }),
    expect: only({ Tutor: 200, TutorManager: 200 }),
  },
  {
    call: 'GET /sub/user',
    request: async () => ({ method: 'GET', path: '/sub/user' }),
    expect: only({ Student: 200 }, 404),
  },
  {
    call: 'GET /sub/list',
    request: async () => ({ method: 'GET', path: '/sub/list' }),
    expect: only(admins(200)),
  },
  {
    call: 'GET /sub/{student’s}',
    request: async () => ({ method: 'GET', path: `/sub/${subId}` }),
    expect: only({ Student: 200, ...admins(200) }),
  },
  {
    call: 'POST /sub',
    request: async () => ({
      method: 'POST',
      path: '/sub',
      body: { userId: otherStudent.id, planId, period: 'Month' },
    }),
    expect: only(admins(201)),
  },
  {
    call: 'POST /lesson',
    request: async () => {
      slot += 1;
      return {
        method: 'POST',
        path: '/lesson',
        body: { tutorId: tutor.id, start: iso(MONDAY + 24 * HOUR + slot * 30 * MIN), duration: 15 },
      };
    },
    expect: only({ Student: 201 }),
  },
  {
    call: 'GET /lesson/list',
    request: async () => ({ method: 'GET', path: '/lesson/list' }),
    expect: only({ Student: 200, Tutor: 200, ...admins(200) }),
  },
  {
    call: 'GET /lesson/{another’s}',
    request: async () => ({ method: 'GET', path: `/lesson/${await freshLesson()}` }),
    expect: only(admins(200)),
  },
  {
    call: 'PATCH /lesson (cancel another’s)',
    request: async () => ({
      method: 'PATCH',
      path: '/lesson',
      body: { id: await freshLesson(), cancel: true },
    }),
    expect: only(admins(200)),
  },
  {
    call: 'DELETE /lesson/{id}',
    request: async () => ({ method: 'DELETE', path: `/lesson/${await freshLesson()}` }),
    expect: only(admins(200)),
  },
  {
    call: 'GET /lesson/attended/stats',
    request: async () => ({ method: 'GET', path: '/lesson/attended/stats' }),
    expect: only({ Student: 200, Tutor: 200, ...admins(200) }),
  },
  {
    call: 'GET /user/tutor/stats/personalized',
    request: async () => ({ method: 'GET', path: '/user/tutor/stats/personalized' }),
    expect: only({ Tutor: 200 }),
  },
  {
    call: 'GET /user/tutor/stats/{another tutor}',
    request: async () => ({ method: 'GET', path: `/user/tutor/stats/${tutor.id}` }),
    expect: only(admins(200)),
  },
  {
    call: 'GET /user/student/stats/personalized',
    request: async () => ({ method: 'GET', path: '/user/student/stats/personalized' }),
    expect: only({ Student: 200 }),
  },
  {
    call: 'GET /user/student/stats/{another student}',
    request: async () => ({ method: 'GET', path: `/user/student/stats/${otherStudent.id}` }),
    expect: only(admins(200)),
  },
  {
    call: 'GET /user/tutor/activity/{another tutor}',
    request: async () => ({ method: 'GET', path: `/user/tutor/activity/${tutor.id}` }),
    expect: only(admins(200)),
  },
  {
    call: 'GET /user/tutor/full-tutors',
    request: async () => ({ method: 'GET', path: '/user/tutor/full-tutors' }),
    expect: only(admins(200)),
  },
  {
    call: 'GET /user/tutor/tutoring-minutes',
    request: async () => ({ method: 'GET', path: '/user/tutor/tutoring-minutes' }),
    expect: only({ Tutor: 200, ...admins(200) }),
  },
  {
    // Last: it ends the student's subscription.
    call: 'PATCH /sub/cancel',
    request: async () => ({ method: 'PATCH', path: '/sub/cancel' }),
    expect: only({ Student: 200, ...admins(404) }),
  },
];

describe('who may call what (scheduling)', () => {
  for (const row of ROWS) {
    it.each(WHO)(`${row.call} as %s`, async (who) => {
      const { method, path, body } = await row.request();
      const token = who === 'anonymous' ? undefined : users[who].token;
      const res = await server.call(method, path, { token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(row.expect[who]);
    });
  }
});
