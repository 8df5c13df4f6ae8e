import { beforeAll, describe, expect, it } from 'vitest';
import {
  HOUR,
  MIN,
  MONDAY,
  schedulingFile,
  insertPlan,
  iso,
  subscribedStudent,
  tutorWith,
} from './scheduling-fixtures.ts';

const { server } = schedulingFile();
let planId: string;

beforeAll(async () => {
  planId = insertPlan(server, { weeklyMinutes: 230 });
});

const statuses = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );

describe('parallel bookings', () => {
  it('50 students racing for one tutor slot: exactly one 201, 49 × 409 busy-tutor', async () => {
    const tutor = await tutorWith(server);
    const students = await Promise.all(
      Array.from({ length: 50 }, () => subscribedStudent(server, planId)),
    );
    const body = { tutorId: tutor.id, start: iso(MONDAY + 4 * HOUR), duration: 30 };
    const results = await Promise.all(
      students.map((s) => server.call('POST', '/lesson/', { token: s.token, body })),
    );
    expect(statuses(results)).toEqual({ 201: 1, 409: 49 });
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.code))).toEqual(
      new Set(['busy-tutor']),
    );
    const rows = server.deps.sqlite
      .prepare(`SELECT count(*) AS n FROM lessons WHERE tutor_id = ? AND status <> 'cancelled'`)
      .get(tutor.id) as { n: number };
    expect(rows.n).toBe(1);
  });

  it('one student booking 50 different slots at once: exactly one succeeds', async () => {
    const tutors = await Promise.all(Array.from({ length: 5 }, () => tutorWith(server)));
    const student = await subscribedStudent(server, planId);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.call('POST', '/lesson/', {
          token: student.token,
          body: {
            tutorId: tutors[i % 5]!.id,
            start: iso(MONDAY + 24 * HOUR + i * 30 * MIN),
            duration: 15,
          },
        }),
      ),
    );
    expect(statuses(results)).toEqual({ 201: 1, 409: 49 });
    const rows = server.deps.sqlite
      .prepare(`SELECT count(*) AS n FROM lessons WHERE student_id = ?`)
      .get(student.id) as { n: number };
    expect(rows.n).toBe(1);
  });

  it('the unique index refuses a second live lesson at the same tutor start even past the checks', () => {
    const insert = server.deps.sqlite.prepare(
      `INSERT INTO lessons (id, tutor_id, student_id, start, duration, created_at, updated_at)
       SELECT ?, tutor_id, student_id, start, duration, 0, 0 FROM lessons LIMIT 1`,
    );
    expect(() => insert.run('duplicate-lesson')).toThrow(/UNIQUE/);
  });
});
