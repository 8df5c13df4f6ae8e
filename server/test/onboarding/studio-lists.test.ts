import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf, photoSessionDtoSchema, studioTutorDtoSchema } from '@kalam/shared';
import { photoSessions } from '../../src/db/schema/index.ts';
import { newId } from '../../src/kernel/ids.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { insertDemoSession } from './fixtures.ts';

/*
 * What the studio reads where it lands (issue 40 point 2): its appointments in date order, and
 * the applicants ready for their photo session apart from every other tutor.
 */
let server: TestServer;
let studio: TestUser;
let manager: TestUser;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  studio = await createUser(server, 'Studio');
  manager = await createUser(server, 'TutorManager');
});
afterAll(() => server.stop());

/** A photo session row written directly, for an applicant of its own. */
async function session(name: string, start: number, status: 'Scheduled' | 'Done' = 'Scheduled') {
  const tutor = await createUser(server, 'Tutor', { name, activated: false });
  const now = server.deps.clock.now();
  server.deps.db
    .insert(photoSessions)
    .values({
      id: newId(),
      tutorId: tutor.id,
      studioId: studio.id,
      start,
      duration: 60,
      status,
      createdAt: now,
      updatedAt: now,
    })
    .run();
}

describe("the studio's lists", () => {
  it('answers the booked appointments soonest first, then the settled ones latest first', async () => {
    const now = server.deps.clock.now();
    // Written out of order: next month's, tomorrow's, one held last week, one held yesterday,
    // next week's.
    await session('بعد شهر', now + 30 * DAY);
    await session('بكرة', now + DAY);
    await session('الأسبوع اللي فات', now - 7 * DAY, 'Done');
    await session('امبارح', now - DAY, 'Done');
    await session('الأسبوع الجاي', now + 7 * DAY);
    const answer = await server.call('GET', '/photo-session/list?size=10', { token: studio.token });
    expect(answer.status).toBe(200);
    const { list } = listOf(photoSessionDtoSchema).parse(answer.body);
    expect(list.map((s) => s.tutor.name)).toEqual([
      'بكرة',
      'الأسبوع الجاي',
      'بعد شهر',
      'امبارح',
      'الأسبوع اللي فات',
    ]);
    // Paged in the same order: the first page is the next appointments.
    const first = await server.call('GET', '/photo-session/list?size=2', { token: studio.token });
    expect(
      listOf(photoSessionDtoSchema)
        .parse(first.body)
        .list.map((s) => s.tutor.name),
    ).toEqual(['بكرة', 'الأسبوع الجاي']);
  });

  it('lists the applicants at the photo session step, the ones with no shoot yet marked ready', async () => {
    const now = server.deps.clock.now();
    const ready = await createUser(server, 'Tutor', { name: 'سلمى جاهزة', activated: false });
    const waiting = await createUser(server, 'Tutor', { name: 'نادين لسه', activated: false });
    insertDemoSession(server, {
      tutorId: ready.id,
      tutorManagerId: manager.id,
      start: now - HOUR,
      status: 'Passed',
    });
    insertDemoSession(server, {
      tutorId: waiting.id,
      tutorManagerId: manager.id,
      start: now + HOUR,
    });
    const answer = await server.call('GET', '/user/tutor/all/for/studio?step=photo-session', {
      token: studio.token,
    });
    expect(answer.status).toBe(200);
    const { list } = listOf(studioTutorDtoSchema).parse(answer.body);
    expect(list[0]).toMatchObject({ name: 'سلمى جاهزة', readyForPhoto: true });
    expect(list.filter((t) => t.readyForPhoto).map((t) => t.name)).toEqual(['سلمى جاهزة']);
    expect(list.some((t) => t.name === 'نادين لسه')).toBe(false);
  });
});
