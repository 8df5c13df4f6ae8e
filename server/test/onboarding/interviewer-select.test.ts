import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { approveIntroVideo, insertInterview, keepHours } from './fixtures.ts';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const MIN = 60_000;
const START = NOW + 24 * 60 * MIN;
const iso = (ms: number) => new Date(ms).toISOString();
const clock = new FixedClock(NOW);
let server: TestServer;
let admin: TestUser;
let amal: TestUser;
let basma: TestUser;
let inactive: TestUser;

const select = (user: TestUser, query = '') =>
  server.call('GET', `/interview/select${query}`, { token: user.token });

// Its own server: the choice depends on every active tutor manager in the database.
beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  admin = await createUser(server, 'SuperAdmin');
  amal = await createUser(server, 'TutorManager', { name: 'أمل' });
  basma = await createUser(server, 'TutorManager', { name: 'بسمة' });
  inactive = await createUser(server, 'TutorManager', { name: 'ألف', activated: false });
  await Promise.all([amal, basma, inactive].map((tm) => keepHours(server, tm)));
});
afterAll(() => server.stop());

/** A tutor applicant whose intro video was approved. */
async function applicant() {
  const user = await createUser(server, 'Tutor');
  approveIntroVideo(server, user.id);
  return user;
}

describe('GET /user/interviewer/select', () => {
  it('lists active tutor managers: applicants without their e-mail, admins with it', async () => {
    const tutor = await applicant();
    const asTutor = await server.call('GET', '/user/interviewer/select', { token: tutor.token });
    expect(asTutor.status).toBe(200);
    expect(asTutor.body).toEqual({
      list: [
        { id: amal.id, name: 'أمل', image: null },
        { id: basma.id, name: 'بسمة', image: null },
      ],
      total: 2,
    });
    const asAdmin = await server.call('GET', '/user/interviewer/select', { token: admin.token });
    expect(asAdmin.body.list.map((o: { email: string }) => o.email)).toEqual([
      amal.email,
      basma.email,
    ]);
    expect(asAdmin.body.list.map((o: { id: string }) => o.id)).not.toContain(inactive.id);
  });
});

describe('GET /interview/select', () => {
  it('picks the least busy active tutor manager, free at the asked time', async () => {
    const tutor = await applicant();
    const other = await applicant();
    // Nobody booked yet: ties go by name.
    expect((await select(tutor)).body).toEqual({ id: amal.id, name: 'أمل', image: null });
    insertInterview(server, { intervieweeId: other.id, interviewerId: amal.id, start: START });
    // Amal has a call ahead: Basma is chosen.
    expect((await select(tutor)).body.id).toBe(basma.id);
    // At a time Basma is busy, Amal is free.
    const third = await applicant();
    insertInterview(server, {
      intervieweeId: third.id,
      interviewerId: basma.id,
      start: START + 60 * MIN,
    });
    insertInterview(server, {
      intervieweeId: (await applicant()).id,
      interviewerId: basma.id,
      start: START + 2 * 60 * MIN,
    });
    expect((await select(tutor, `?start=${iso(START + 60 * MIN)}`)).body.id).toBe(amal.id);
    // Both busy at START + 60 once Amal is taken then too.
    insertInterview(server, {
      intervieweeId: (await applicant()).id,
      interviewerId: amal.id,
      start: START + 60 * MIN,
    });
    const none = await select(tutor, `?start=${iso(START + 60 * MIN)}`);
    expect([none.status, none.body.code]).toEqual([409, 'busy-tutor-manager']);
    const bad = await select(tutor, '?start=soon');
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid-date']);
  });

  it('refuses an applicant who may not book, with the booking codes', async () => {
    const tutor = await applicant();
    insertInterview(server, {
      intervieweeId: tutor.id,
      interviewerId: amal.id,
      start: START + 3 * 60 * MIN,
    });
    const res = await select(tutor);
    expect([res.status, res.body.code]).toEqual([409, 'conflicting-interview']);
    const late = await select(await applicant(), `?start=${iso(NOW)}`);
    expect([late.status, late.body.code]).toEqual([409, 'session-time-passed']);
  });
});
