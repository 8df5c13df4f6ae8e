import { beforeAll, describe, expect, it } from 'vitest';
import { LESSON_TIME_FILTERS, lessonTimeOf } from '@kalam/shared';
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

/**
 * `GET /lesson/list?time=` filters in SQL; screens that read lessons from the device split them
 * with the shared `lessonTimeOf`. Both must put every lesson in the same place at every instant,
 * its edges included (the start and the end themselves).
 */
const { clock, server } = schedulingFile();
let planId: string;

beforeAll(async () => {
  planId = insertPlan(server, { weeklyMinutes: 60 });
});

describe('one lesson time rule for the server and the device', () => {
  it('the list filter and lessonTimeOf agree before, at, inside and after each lesson', async () => {
    const tutor = await tutorWith(server);
    const starts = [MONDAY + 2 * HOUR, MONDAY + 3 * HOUR, MONDAY + 3 * HOUR + 30 * MIN];
    const booked: { id: string; start: number; end: number }[] = [];
    // A student holds one lesson at a time: three students, one tutor who sees them all.
    for (const start of starts) {
      const student = await subscribedStudent(server, planId);
      const res = await server.call('POST', '/lesson', {
        token: student.token,
        body: { tutorId: tutor.id, start: iso(start), duration: 15 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      booked.push({ id: res.body.id, start, end: start + 15 * MIN });
    }
    const instants = booked.flatMap(({ start, end }) => [
      start - 1,
      start,
      start + MIN,
      end - 1,
      end,
    ]);
    for (const now of [MONDAY, ...instants, MONDAY + 5 * HOUR]) {
      clock.set(now);
      for (const time of LESSON_TIME_FILTERS) {
        const res = await server.call('GET', `/lesson/list?time=${time}&size=100`, {
          token: tutor.token,
        });
        const listed = (res.body.list as { id: string }[]).map((l) => l.id).sort();
        const byRule = booked
          .filter((l) => lessonTimeOf(l.start, l.end, now) === time)
          .map((l) => l.id)
          .sort();
        expect(listed, `${time} at ${iso(now)}`).toEqual(byRule);
      }
    }
  });
});
