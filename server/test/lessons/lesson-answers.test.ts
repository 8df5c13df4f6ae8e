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
  planId = insertPlan(server, { weeklyMinutes: 60 });
});

describe('what booking and listing answer', () => {
  it('the booking answer is the lesson as its student reads it afterwards', async () => {
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, planId);
    const booked = await server.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(MONDAY + 3 * HOUR), duration: 15 },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const read = await server.call('GET', `/lesson/${booked.body.id}`, { token: student.token });
    expect(booked.body).toEqual(read.body);
    expect(booked.body.tutor).toEqual({ id: tutor.id, name: 'مدرس تجريبي', image: null });
    expect(booked.body.student).toMatchObject({ id: student.id, name: 'Test Student' });
  });

  it('pages a tutor’s lessons with the right total on full, last and empty pages', async () => {
    const tutor = await tutorWith(server);
    const starts = [1, 2, 3, 4, 5].map((i) => MONDAY + 24 * HOUR + i * 30 * MIN);
    for (const start of starts) {
      const student = await subscribedStudent(server, planId);
      const res = await server.call('POST', '/lesson', {
        token: student.token,
        body: { tutorId: tutor.id, start: iso(start), duration: 30 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const page = async (n: number) =>
      (
        await server.call('GET', `/lesson/list?time=future&size=2&page=${n}`, {
          token: tutor.token,
        })
      ).body;
    const pages = [await page(1), await page(2), await page(3), await page(4)];
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);
    expect(pages.map((p) => p.list.map((l: { start: string }) => l.start))).toEqual([
      [iso(starts[0]!), iso(starts[1]!)],
      [iso(starts[2]!), iso(starts[3]!)],
      [iso(starts[4]!)],
      [],
    ]);
  });
});
