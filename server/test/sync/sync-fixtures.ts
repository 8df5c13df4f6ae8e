import { expect } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import { insertLesson } from '../sessions/lesson-fixture.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

export const START = Date.parse('2026-11-25T09:00:00Z');

/**
 * Two pairs who must never see each other's data: student S with tutor T, student O with tutor
 * U; an admin who keeps the catalogue (topics, a public and an invite-only plan).
 */
export interface World {
  server: TestServer;
  clock: FixedClock;
  admin: TestUser;
  s: TestUser;
  t: TestUser;
  o: TestUser;
  u: TestUser;
  roomST: string;
  roomOU: string;
  lessonST: string;
  lessonOU: string;
  topicId: string;
  publicPlan: string;
  invitePlan: string;
  subscriptionS: string;
  subscriptionO: string;
}

export async function call(
  server: TestServer,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  status = 200,
) {
  const res = await server.call(method, path, { token, body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}

export async function buildWorld(): Promise<World> {
  const clock = new FixedClock(START);
  const server = await startTestServer({ rateLimit: false, clock });
  const admin = await createUser(server, 'SuperAdmin');
  const s = await createUser(server, 'Student', { name: 'Student Sara' });
  const t = await createUser(server, 'Tutor');
  const o = await createUser(server, 'Student', { name: 'Other Omar' });
  const u = await createUser(server, 'Tutor');
  const roomST = (
    await call(server, 'POST', '/chat/new', s.token, { userId: t.id, message: 'hi' }, 201)
  ).room.id as string;
  const roomOU = (
    await call(server, 'POST', '/chat/new', o.token, { userId: u.id, message: 'secret' }, 201)
  ).room.id as string;
  // Before the lessons: a new template may not strand booked lessons.
  await call(server, 'POST', '/availability-slot', t.token, {
    slots: [{ weekday: 1, start: 600, end: 720 }],
  });
  const lessonST = insertLesson(server, {
    tutorId: t.id,
    studentId: s.id,
    start: START + 86_400_000,
  });
  const lessonOU = insertLesson(server, {
    tutorId: u.id,
    studentId: o.id,
    start: START + 86_400_000,
  });
  const topicId = (
    await call(server, 'POST', '/topic', admin.token, { nameAr: 'قواعد', nameEn: 'Grammar' }, 201)
  ).id as string;
  const plan = { nameAr: 'أساسية', nameEn: 'Basic', weeklyMinutes: 60, monthPrice: 45_000 };
  const publicPlan = (await call(server, 'POST', '/plan', admin.token, plan, 201)).id as string;
  const invitePlan = (
    await call(
      server,
      'POST',
      '/plan',
      admin.token,
      { ...plan, nameEn: 'Private', inviteOnly: true },
      201,
    )
  ).id as string;
  const grant = (userId: string) =>
    call(server, 'POST', '/sub', admin.token, { userId, planId: publicPlan, period: 'Month' }, 201);
  const subscriptionS = (await grant(s.id)).id as string;
  const subscriptionO = (await grant(o.id)).id as string;
  return {
    server,
    clock,
    admin,
    s,
    t,
    o,
    u,
    roomST,
    roomOU,
    lessonST,
    lessonOU,
    topicId,
    publicPlan,
    invitePlan,
    subscriptionS,
    subscriptionO,
  };
}
