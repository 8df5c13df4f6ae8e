import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '@kalam/shared';
import {
  HOUR,
  MONDAY,
  schedulingFile,
  insertPlan,
  iso,
  quickUser,
  subscribedStudent,
  tutorWith,
  type Person,
} from './scheduling-fixtures.ts';

/*
 * The free-cancellation window is a platform setting (decision 191): the server decides by the
 * value in force, and `GET /sub/current` says it, so the screens that promise «the minutes come
 * back» say the same window the server keeps (decision 275), not the shipped two hours.
 */
const { server } = schedulingFile();
let planId: string;
let boss: Person;

beforeAll(async () => {
  planId = insertPlan(server, { weeklyMinutes: 60 });
  boss = await quickUser(server, 'SuperAdmin');
});

const setWindow = async (freeCancellationMinutes: number) => {
  const put = await server.call('PUT', '/platform-settings', {
    token: boss.token,
    body: { ...DEFAULT_PLATFORM_SETTINGS, freeCancellationMinutes },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
};
const current = async (who: Person) =>
  (await server.call('GET', '/sub/current', { token: who.token })).body;

/** A student's 30-minute lesson `ahead` from now, cancelled by her at once: minutes left after. */
async function cancelAhead(ahead: number): Promise<number> {
  const tutor = await tutorWith(server, { notice: 0 });
  const student = await subscribedStudent(server, planId);
  const booked = await server.call('POST', '/lesson', {
    token: student.token,
    body: { tutorId: tutor.id, start: iso(MONDAY + ahead), duration: 30 },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const cancelled = await server.call('PATCH', '/lesson', {
    token: student.token,
    body: { id: booked.body.id, cancel: true },
  });
  expect(cancelled.status).toBe(200);
  return (await current(student)).subscription.remainingMinutes;
}

describe('the free-cancellation window in force', () => {
  it('is said with the running plan, and with none, as the shipped two hours at first', async () => {
    const student = await subscribedStudent(server, planId);
    expect(await current(student)).toMatchObject({ freeCancellationMinutes: 120 });
    const planless = await quickUser(server, 'Student');
    expect(await current(planless)).toMatchObject({
      subscription: null,
      freeCancellationMinutes: 120,
    });
  });

  it('follows a super admin’s change, and the server gives minutes back by it', async () => {
    // One hour ahead: late under the shipped two hours, the minutes are spent.
    expect(await cancelAhead(HOUR)).toBe(30);
    await setWindow(30);
    const student = await quickUser(server, 'Student');
    expect((await current(student)).freeCancellationMinutes).toBe(30);
    // Under the new half hour the same cancellation gives them back; a quarter of an hour ahead does not.
    expect(await cancelAhead(HOUR)).toBe(60);
    expect(await cancelAhead(HOUR / 4)).toBe(30);
    await setWindow(DEFAULT_PLATFORM_SETTINGS.freeCancellationMinutes);
    expect((await current(student)).freeCancellationMinutes).toBe(120);
  });
});
