import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lessons } from '../../src/db/schema/index.ts';
import { FixedClock } from '../../src/kernel/clock.ts';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';
import { addLesson, listedTutor } from '../catalogue/helpers.ts';

// Sunday 22 November 2026, 10:00 UTC = 12:00 in Cairo.
const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const HOUR = 3_600_000;
let server: TestServer;
let tutorId: string;
let unlistedId: string;

const busy = (id: string, from: number, to: number, token?: string) =>
  server.call(
    'GET',
    `/user/tutor/${id}/busy?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
    { token },
  );

beforeAll(async () => {
  server = await startTestServer({ clock: new FixedClock(NOW), rateLimit: false });
  const tutor = await listedTutor(server, { name: 'أحمد حسن', gender: 'male' });
  tutorId = tutor.id;
  unlistedId = (await createUser(server, 'Tutor')).id;
  const student = await createUser(server, 'Student');
  addLesson(server, tutorId, student.id, NOW + 2 * HOUR);
  addLesson(server, tutorId, student.id, NOW + 26 * HOUR);
  const cancelled = addLesson(server, tutorId, student.id, NOW + 5 * HOUR);
  server.deps.db
    .update(lessons)
    .set({ status: 'cancelled' })
    .where(eq(lessons.id, cancelled))
    .run();
  server.deps.tutorsCache.invalidate();
});
afterAll(() => server.stop());

describe('GET /user/tutor/{id}/busy', () => {
  it('answers the booked ranges in the window, in order, with the notice, and no student', async () => {
    const res = await busy(tutorId, NOW, NOW + 3 * 24 * HOUR);
    expect(res.status).toBe(200);
    expect(res.body.noticeMinutes).toBe(30);
    expect(res.body.list).toEqual([
      {
        start: new Date(NOW + 2 * HOUR).toISOString(),
        end: new Date(NOW + 2 * HOUR + 30 * 60_000).toISOString(),
      },
      {
        start: new Date(NOW + 26 * HOUR).toISOString(),
        end: new Date(NOW + 26 * HOUR + 30 * 60_000).toISOString(),
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/student/i);
  });

  it('leaves out lessons outside the window', async () => {
    const res = await busy(tutorId, NOW + 3 * HOUR, NOW + 24 * HOUR);
    expect(res.body.list).toEqual([]);
  });

  it('refuses a reversed or over-long window and an unlisted tutor', async () => {
    expect((await busy(tutorId, NOW + HOUR, NOW)).body.code).toBe('invalid-date');
    expect((await busy(tutorId, NOW, NOW + 9 * 24 * HOUR)).status).toBe(400);
    const unlisted = await busy(unlistedId, NOW, NOW + HOUR);
    expect(unlisted.status).toBe(404);
    expect(unlisted.body.code).toBe('tutor-not-found');
  });
});
