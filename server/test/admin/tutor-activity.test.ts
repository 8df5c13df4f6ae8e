import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, introVideos, lessons, ratings } from '../../src/db/schema/index.ts';
import { newId } from '../../src/kernel/ids.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { clockAt, MONDAY } from '../lessons/scheduling-fixtures.ts';
import { EGP, teach } from '../invoices/support.ts';

// Decision 197: `/admin/tutor/{id}` shows the tutor's activity — lessons, onboarding steps,
// withdrawal requests, ratings and admins' writes about them — newest first, paged.

const DAY = 24 * 60 * 60_000;
let server: TestServer;
let admin: TestUser;
let tutor: TestUser;
let other: TestUser;
let student: TestUser;
let manager: TestUser;
let now: number;

interface Item {
  kind: string;
  id: string;
  at: string;
  status: string | null;
  amount: number | null;
  value: number | null;
  text: string | null;
  withName: string | null;
}

const activity = async (tutorId: string, query = '', token = admin.token) =>
  server.call('GET', `/admin/tutor/${tutorId}/activity?${query}`, { token });

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false, clock: clockAt(MONDAY) });
  now = server.deps.clock.now();
  admin = await createUser(server, 'SuperAdmin', { name: 'Admin Amal' });
  tutor = await createUser(server, 'Tutor', { name: 'منى علي' });
  other = await createUser(server, 'Tutor', { name: 'سارة محمود' });
  student = await createUser(server, 'Student', { name: 'Karim Student' });
  manager = await createUser(server, 'TutorManager', { name: 'Hoda Manager' });
  const db = server.deps.db;
  for (const who of [tutor, other]) {
    db.insert(introVideos)
      .values({
        id: newId(),
        tutorId: who.id,
        video: '/api/v1/assets/uploads/x.mp4',
        contentType: 'video/mp4',
        durationMs: 60_000,
        status: 'Approved',
        createdAt: now - 30 * DAY,
        updatedAt: now - 30 * DAY,
      })
      .run();
    db.insert(interviews)
      .values({
        id: newId(),
        intervieweeId: who.id,
        interviewerId: manager.id,
        start: now - 25 * DAY,
        duration: 30,
        status: 'Passed',
        createdAt: now - 28 * DAY,
        updatedAt: now - 25 * DAY,
      })
      .run();
  }
  db.insert(lessons)
    .values({
      id: newId(),
      tutorId: tutor.id,
      studentId: student.id,
      start: now - 3 * DAY,
      duration: 30,
      price: EGP(80),
      status: 'cancelled',
      cancelReason: 'المدرّس تعبان',
      createdAt: now - 5 * DAY,
      updatedAt: now - 3 * DAY,
    })
    .run();
  db.insert(ratings)
    .values({
      id: newId(),
      raterId: student.id,
      rateeId: tutor.id,
      value: 4,
      text: 'شرح كويس',
      createdAt: now - 2 * DAY,
      updatedAt: now - 2 * DAY,
    })
    .run();
  // A taught lesson (its earning in the ledger), then a withdrawal request from it.
  await teach(server, tutor.id, EGP(500));
  const invoice = await server.call('POST', '/invoice', {
    token: tutor.token,
    body: { amount: EGP(200), method: 'Wallet', phone: '01012345678' },
  });
  expect(invoice.status).toBe(201);
  // An admin's write about the tutor, in the audit log.
  const edit = await server.call('PUT', `/user/${tutor.id}`, {
    token: admin.token,
    body: { bio: 'مدرّسة إنجليزي' },
  });
  expect(edit.status).toBe(200);
});
afterAll(() => server.stop());

describe('GET /admin/tutor/{tutorId}/activity (decision 197)', () => {
  it("answers every kind of the tutor's history, newest first, and nothing of anyone else's", async () => {
    const res = await activity(tutor.id, 'size=50');
    expect(res.status).toBe(200);
    const list = res.body.list as Item[];
    expect(res.body.total).toBe(list.length);
    expect(new Set(list.map((i) => i.kind))).toEqual(
      new Set(['intro-video', 'interview', 'lesson', 'rating', 'invoice', 'audit']),
    );
    const times = list.map((i) => Date.parse(i.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const byKind = (kind: string) => list.filter((i) => i.kind === kind);
    expect(byKind('lesson')).toHaveLength(2);
    expect(byKind('lesson')).toContainEqual(
      expect.objectContaining({
        status: 'cancelled',
        amount: EGP(80),
        text: 'المدرّس تعبان',
        withName: 'Karim Student',
        at: new Date(now - 3 * DAY).toISOString(),
      }),
    );
    expect(byKind('interview')).toEqual([
      expect.objectContaining({ status: 'Passed', withName: 'Hoda Manager' }),
    ]);
    expect(byKind('intro-video')).toEqual([expect.objectContaining({ status: 'Approved' })]);
    expect(byKind('rating')).toEqual([
      expect.objectContaining({ value: 4, text: 'شرح كويس', withName: 'Karim Student' }),
    ]);
    expect(byKind('invoice')).toEqual([
      expect.objectContaining({ status: 'PendingApproval', amount: EGP(200) }),
    ]);
    expect(byKind('audit')).toEqual([
      expect.objectContaining({ status: 'PUT /user/{id}', withName: 'Admin Amal' }),
    ]);
    // The other tutor's interview and video are theirs alone.
    const theirs = (await activity(other.id, 'size=50')).body.list as Item[];
    expect(theirs).toHaveLength(2);
    const ids = new Set(list.map((i) => i.id));
    expect(theirs.every((i) => !ids.has(i.id))).toBe(true);
  });

  it('pages without gaps or repeats, and filters by kind', async () => {
    const all = ((await activity(tutor.id, 'size=50')).body.list as Item[]).map((i) => i.id);
    const first = await activity(tutor.id, 'size=3&page=1');
    const second = await activity(tutor.id, 'size=3&page=2');
    const third = await activity(tutor.id, 'size=3&page=3');
    expect(first.body.total).toBe(all.length);
    const paged = [first, second, third].flatMap((r) => (r.body.list as Item[]).map((i) => i.id));
    expect(paged).toEqual(all);
    const onlyLessons = await activity(tutor.id, 'kind=lesson');
    expect(onlyLessons.body.total).toBe(2);
    expect((onlyLessons.body.list as Item[]).every((i) => i.kind === 'lesson')).toBe(true);
    expect((await activity(tutor.id, 'kind=nonsense')).status).toBe(400);
  });

  it('answers 404 for an id that is not a tutor, and refuses anyone but admins', async () => {
    const notTutor = await activity(student.id);
    expect(notTutor.status).toBe(404);
    expect(notTutor.body.code).toBe('tutor-not-found');
    expect((await activity(tutor.id, '', tutor.token)).status).toBe(403);
    expect((await activity(tutor.id, '', manager.token)).status).toBe(403);
  });
});
