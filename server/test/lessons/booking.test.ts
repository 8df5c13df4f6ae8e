import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@kalam/shared';
import {
  HOUR,
  MIN,
  MONDAY,
  WEEK_END,
  schedulingFile,
  insertPlan,
  iso,
  quickUser,
  subscribedStudent,
  tutorWith,
  type Person,
} from './scheduling-fixtures.ts';

const { clock, server } = schedulingFile();
let planId: string;

beforeAll(async () => {
  planId = insertPlan(server, { weeklyMinutes: 60 });
});

const book = (who: Person, body: unknown) =>
  server.call('POST', '/lesson/', { token: who.token, body });
const lessonCount = () =>
  (server.deps.sqlite.prepare('SELECT count(*) AS n FROM lessons').get() as { n: number }).n;

async function expectRefused(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
  expect(res.body.message).toBe(errorMessage(code as never));
}

describe('POST /lesson/ books a lesson', () => {
  it('books inside the tutor availability and shows it to both members', async () => {
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, planId);
    const start = MONDAY + 2 * HOUR;
    const res = await book(student, { tutorId: tutor.id, start: iso(start), duration: 30 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      tutorId: tutor.id,
      studentId: student.id,
      start: iso(start),
      end: iso(start + 30 * MIN),
      duration: 30,
      status: 'pending',
      price: null,
      canceledBy: null,
    });
    const asTutor = await server.call('GET', `/lesson/${res.body.id}`, { token: tutor.token });
    expect(asTutor.body.price).toBe(4500);
    const mine = await server.call('GET', '/sub/user', { token: student.token });
    expect(mine.body.remainingMinutes).toBe(30);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, planId);
    const before = lessonCount();
    for (const [body, code] of [
      [{ tutorId: tutor.id, start: iso(MONDAY + HOUR), duration: 20 }, 'invalid-lesson-duration'],
      [{ tutorId: tutor.id, start: 'tomorrow', duration: 15 }, 'invalid-date'],
      [{ tutorId: tutor.id, start: iso(MONDAY + HOUR + 7 * MIN), duration: 15 }, 'invalid-date'],
      [{ start: iso(MONDAY + HOUR), duration: 15 }, 'required'],
      [{ tutorId: tutor.id, start: iso(MONDAY + HOUR), duration: 15, price: 1 }, 'unknown-field'],
    ] as const) {
      await expectRefused(await book(student, body), 400, code);
    }
    expect(lessonCount()).toBe(before);
  });

  it('needs a verified e-mail, a verified phone and a name of two parts', async () => {
    const tutor = await tutorWith(server);
    const body = { tutorId: tutor.id, start: iso(MONDAY + 2 * HOUR), duration: 15 };
    await expectRefused(
      await book(await subscribedStudent(server, planId, { verifiedEmail: false }), body),
      403,
      'unverified-email',
    );
    await expectRefused(
      await book(await subscribedStudent(server, planId, { verifiedPhone: false }), body),
      403,
      'unverified-phone',
    );
    await expectRefused(
      await book(await subscribedStudent(server, planId, { name: 'Mona' }), body),
      400,
      'api-invalid-user-name',
    );
  });

  it('needs a tutor who exists, is verified and activated', async () => {
    const student = await subscribedStudent(server, planId);
    const start = iso(MONDAY + 2 * HOUR);
    await expectRefused(
      await book(student, { tutorId: 'nobody', start, duration: 15 }),
      404,
      'tutor-not-found',
    );
    const other = await quickUser(server, 'Student');
    await expectRefused(
      await book(student, { tutorId: other.id, start, duration: 15 }),
      404,
      'tutor-not-found',
    );
    const inactive = await tutorWith(server);
    server.deps.users.update(inactive.id, { activated: false });
    await expectRefused(
      await book(student, { tutorId: inactive.id, start, duration: 15 }),
      403,
      'inactive-tutor',
    );
    const unverified = await tutorWith(server);
    server.deps.users.update(unverified.id, { verifiedPhone: false });
    await expectRefused(
      await book(student, { tutorId: unverified.id, start, duration: 15 }),
      403,
      'inactive-tutor',
    );
  });

  it('needs an active subscription', async () => {
    const tutor = await tutorWith(server);
    const student = await quickUser(server, 'Student');
    await expectRefused(
      await book(student, { tutorId: tutor.id, start: iso(MONDAY + 2 * HOUR), duration: 15 }),
      409,
      'subscription-required',
    );
  });

  it('books only inside the current Cairo week', async () => {
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, planId);
    // Saturday 28 Nov 23:30 Cairo is the last half hour of the week; 23:45 + 30 min crosses midnight.
    await expectRefused(
      await book(student, { tutorId: tutor.id, start: iso(WEEK_END - 15 * MIN), duration: 30 }),
      409,
      'week-boundaries-violation',
    );
    await expectRefused(
      await book(student, { tutorId: tutor.id, start: iso(WEEK_END), duration: 15 }),
      409,
      'week-boundaries-violation',
    );
    const last = await book(student, {
      tutorId: tutor.id,
      start: iso(WEEK_END - 30 * MIN),
      duration: 30,
    });
    expect(last.status, JSON.stringify(last.body)).toBe(201);
  });

  it('needs the tutor notice ahead of the start', async () => {
    const tutor = await tutorWith(server, { notice: 120 });
    const student = await subscribedStudent(server, planId);
    await expectRefused(
      await book(student, { tutorId: tutor.id, start: iso(MONDAY + HOUR), duration: 15 }),
      409,
      'lesson-time-passed',
    );
    await expectRefused(
      await book(student, { tutorId: tutor.id, start: iso(MONDAY - HOUR), duration: 15 }),
      409,
      'lesson-time-passed',
    );
    const ok = await book(student, {
      tutorId: tutor.id,
      start: iso(MONDAY + 2 * HOUR),
      duration: 15,
    });
    expect(ok.status).toBe(201);
  });

  it('books only inside the tutor availability', async () => {
    // Monday 12:00–13:00 Cairo = 10:00–11:00 UTC in November.
    const tutor = await tutorWith(server, { slots: [{ weekday: 1, start: 720, end: 780 }] });
    const student = await subscribedStudent(server, planId);
    await expectRefused(
      await book(student, { tutorId: tutor.id, start: '2026-11-23T10:45:00Z', duration: 30 }),
      409,
      'outside-availability',
    );
    await expectRefused(
      await book(student, { tutorId: tutor.id, start: '2026-11-23T09:45:00Z', duration: 15 }),
      409,
      'outside-availability',
    );
    const ok = await book(student, {
      tutorId: tutor.id,
      start: '2026-11-23T10:30:00Z',
      duration: 30,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it('refuses a busy tutor and a student with another lesson then', async () => {
    const tutor = await tutorWith(server);
    const first = await subscribedStudent(server, planId);
    const second = await subscribedStudent(server, planId);
    const start = MONDAY + 3 * HOUR;
    expect((await book(first, { tutorId: tutor.id, start: iso(start), duration: 30 })).status).toBe(
      201,
    );
    await expectRefused(
      await book(second, { tutorId: tutor.id, start: iso(start + 15 * MIN), duration: 15 }),
      409,
      'busy-tutor',
    );
    const otherTutor = await tutorWith(server);
    await expectRefused(
      await book(first, { tutorId: otherTutor.id, start: iso(start + 15 * MIN), duration: 15 }),
      409,
      'conflicting-lessons',
    );
  });

  it('allows one booked lesson at a time', async () => {
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, planId);
    expect(
      (await book(student, { tutorId: tutor.id, start: iso(MONDAY + 2 * HOUR), duration: 15 }))
        .status,
    ).toBe(201);
    await expectRefused(
      await book(student, { tutorId: tutor.id, start: iso(MONDAY + 5 * HOUR), duration: 15 }),
      409,
      'reached-booking-limit',
    );
    // Once that lesson has ended the student may book again.
    clock.set(MONDAY + 2 * HOUR + 16 * MIN);
    expect(
      (await book(student, { tutorId: tutor.id, start: iso(MONDAY + 5 * HOUR), duration: 15 }))
        .status,
    ).toBe(201);
  });

  it('never spends more minutes than the week holds', async () => {
    const small = insertPlan(server, { weeklyMinutes: 45 });
    const tutor = await tutorWith(server);
    const student = await subscribedStudent(server, small);
    expect(
      (await book(student, { tutorId: tutor.id, start: iso(MONDAY + HOUR), duration: 30 })).status,
    ).toBe(201);
    clock.set(MONDAY + 2 * HOUR);
    await expectRefused(
      await book(student, { tutorId: tutor.id, start: iso(MONDAY + 3 * HOUR), duration: 30 }),
      409,
      'no-enough-minutes',
    );
    expect(
      (await book(student, { tutorId: tutor.id, start: iso(MONDAY + 3 * HOUR), duration: 15 }))
        .status,
    ).toBe(201);
    clock.set(MONDAY + 4 * HOUR);
    await expectRefused(
      await book(student, { tutorId: tutor.id, start: iso(MONDAY + 5 * HOUR), duration: 15 }),
      409,
      'no-enough-minutes',
    );
    const mine = await server.call('GET', '/sub/user', { token: student.token });
    expect(mine.body).toMatchObject({ remainingMinutes: 0, usedMinutes: 45 });
  });

  it('is for students only', async () => {
    const tutor = await tutorWith(server);
    const res = await book(tutor, {
      tutorId: tutor.id,
      start: iso(MONDAY + 2 * HOUR),
      duration: 15,
    });
    await expectRefused(res, 403, 'forbidden');
    const anonymous = await server.call('POST', '/lesson/', {
      body: { tutorId: tutor.id, start: iso(MONDAY + 2 * HOUR), duration: 15 },
    });
    expect(anonymous.status).toBe(401);
  });
});
