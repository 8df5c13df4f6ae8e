import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOverviewDtoSchema } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

// The dashboard's 14 bars are named by `days`: each must be the Cairo date whose counts it holds.
// Sent as the UTC instant of Cairo's midnight («2026-12-01T22:00:00.000Z»), the date a reader
// takes from it was the day before, so today's bar read «١ ديسمبر» (walk of the admin's money day).

let server: TestServer;
let admin: TestUser;
// 09:30 in Cairo on Wednesday 2 December.
const clock = new FixedClock(Date.parse('2026-12-02T07:30:00Z'));

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await createUser(server, 'SuperAdmin');
  await createUser(server, 'Student');
});
afterAll(() => server.stop());

describe('the admin overview days', () => {
  it('names each bar by its Cairo date, today last', async () => {
    const res = await server.call('GET', '/admin/overview', { token: admin.token });
    expect(res.status).toBe(200);
    const overview = adminOverviewDtoSchema.parse(res.body as unknown);
    expect(overview.days).toHaveLength(14);
    expect(overview.days[0]).toBe('2026-11-19');
    expect(overview.days.at(-1)).toBe('2026-12-02');
    // This morning's student stands on today's bar; the admin's own account does not.
    expect(overview.signupsByDay.at(-1)).toBe(1);
  });

  // The sign-ups chart stands under «طلاب جداد الأسبوع ده»: it counted every account, so a day
  // with one student, three tutors and an admin showed a bar of five under a card saying one.
  it('counts the students on the sign-ups chart, as its card does: a tutor moves neither', async () => {
    const read = async () => {
      const res = await server.call('GET', '/admin/overview', { token: admin.token });
      expect(res.status).toBe(200);
      return adminOverviewDtoSchema.parse(res.body as unknown);
    };
    const before = await read();
    await createUser(server, 'Tutor');
    await createUser(server, 'TutorManager');
    const after = await read();
    expect(after.signupsByDay).toEqual(before.signupsByDay);
    expect(after.newStudentsWeek).toBe(before.newStudentsWeek);
    expect(after.newTutorsWeek).toBe(before.newTutorsWeek + 1);
    await createUser(server, 'Student');
    const withStudent = await read();
    expect(withStudent.signupsByDay.at(-1)).toBe(after.signupsByDay.at(-1)! + 1);
    // This week's bars (Sunday 29 November to today) add up to the card's figure.
    const week = withStudent.days.findIndex((d) => d === '2026-11-29');
    const weekBars = withStudent.signupsByDay.slice(week).reduce((a, b) => a + b, 0);
    expect(weekBars).toBe(withStudent.newStudentsWeek);
  });
});
