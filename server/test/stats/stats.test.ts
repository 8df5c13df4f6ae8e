import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/kernel/ids.ts';
import { ratings } from '../../src/db/schema/index.ts';
import {
  HOUR,
  MIN,
  MONDAY,
  schedulingFile,
  insertPlan,
  iso,
  quickUser,
  subscribedStudent,
  tutorWith,
  type Person,
} from '../lessons/scheduling-fixtures.ts';
import { attendLesson } from '../sessions/attend.ts';

// The tests read the world at 13:00 Cairo, where the setup below leaves the clock.
const { clock, server } = schedulingFile({ resetClock: false });
let tutor: Person;
let student: Person;
let admin: Person;

beforeAll(async () => {
  const planId = insertPlan(server, { weeklyMinutes: 120 });
  admin = await quickUser(server, 'RegularAdmin');
  tutor = await tutorWith(server, { slots: [{ weekday: 1, start: 600, end: 960 }] });
  student = await subscribedStudent(server, planId);
  // Two lessons taught (30 + 15), one the tutor never came to, one cancelled by them, one upcoming.
  for (const [offset, duration] of [
    [HOUR, 30],
    [2 * HOUR, 15],
  ] as const) {
    const res = await server.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: tutor.id, start: iso(MONDAY + offset), duration },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Taught: the tutor joined (decision 240).
    attendLesson(server, res.body.id, tutor.id);
    clock.set(MONDAY + offset + duration * MIN);
    await server.deps.jobRunner.runDue();
  }
  // One the tutor never came to: at its end it is cancelled on their behalf (decisions 240, 247).
  const missed = await server.call('POST', '/lesson', {
    token: student.token,
    body: { tutorId: tutor.id, start: iso(MONDAY + 2 * HOUR + 45 * MIN), duration: 15 },
  });
  expect(missed.status, JSON.stringify(missed.body)).toBe(201);
  clock.set(MONDAY + 3 * HOUR);
  await server.deps.jobRunner.runDue();
  const cancelled = await server.call('POST', '/lesson', {
    token: student.token,
    body: { tutorId: tutor.id, start: iso(MONDAY + 3 * HOUR + 30 * MIN), duration: 15 },
  });
  await server.call('PATCH', '/lesson', {
    token: tutor.token,
    body: { id: cancelled.body.id, cancel: true },
  });
  await server.call('POST', '/lesson', {
    token: student.token,
    body: { tutorId: tutor.id, start: iso(MONDAY + 4 * HOUR), duration: 15 },
  });
  server.deps.db
    .insert(ratings)
    .values({
      id: newId(),
      raterId: student.id,
      rateeId: tutor.id,
      value: 4,
      createdAt: 0,
      updatedAt: 0,
    })
    .run();
});

describe('stats', () => {
  it('tutor figures: taught, minutes, cancellations apart from lessons never come to, rating, earnings', async () => {
    const expected = {
      tutorId: tutor.id,
      lessonsTaught: 2,
      minutesTaught: 45,
      upcomingLessons: 1,
      cancelledByTutor: 1,
      cancelledByStudent: 0,
      tutorAbsent: 1,
      students: 1,
      ratingAverage: 4,
      ratingCount: 1,
      earnings: 45 * 150,
    };
    expect(
      (await server.call('GET', '/user/tutor/stats/personalized', { token: tutor.token })).body,
    ).toEqual(expected);
    expect(
      (await server.call('GET', `/user/tutor/stats/${tutor.id}`, { token: admin.token })).body,
    ).toEqual(expected);
    expect(
      (await server.call('GET', `/user/tutor/stats/${tutor.id}`, { token: student.token })).status,
    ).toBe(403);
  });

  it('student figures and attended lessons', async () => {
    const mine = await server.call('GET', '/user/student/stats/personalized', {
      token: student.token,
    });
    expect(mine.body).toEqual({
      studentId: student.id,
      lessonsTaken: 2,
      minutesTaken: 45,
      upcomingLessons: 1,
      cancelledByStudent: 0,
      cancelledByTutor: 1,
      tutorAbsent: 1,
      tutors: 1,
      remainingMinutes: 120 - 45 - 15,
    });
    const attended = await server.call('GET', '/lesson/attended/stats', { token: student.token });
    expect(attended.body).toEqual({ lessons: 2, minutes: 45, weekLessons: 2, weekMinutes: 45 });
    expect(
      (await server.call('GET', `/user/student/stats/${student.id}`, { token: tutor.token }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('GET', `/user/student/stats/${tutor.id}`, { token: admin.token })).body
        .code,
    ).toBe('student-not-found');
  });

  it('activity per Cairo day, tutoring minutes, fully booked tutors', async () => {
    const activity = await server.call('GET', `/user/tutor/activity/${tutor.id}`, {
      token: tutor.token,
    });
    expect(activity.body.days).toHaveLength(30);
    expect(activity.body.days.at(-1)).toEqual({ date: '2026-11-23', lessons: 2, minutes: 45 });
    const minutes = await server.call('GET', '/user/tutor/tutoring-minutes', {
      token: tutor.token,
    });
    expect(minutes.body).toEqual({ week: 45, month: 45, total: 45 });
    expect(
      (await server.call('GET', '/user/tutor/tutoring-minutes', { token: admin.token })).body.total,
    ).toBe(45);
    const full = await server.call('GET', '/user/tutor/full-tutors', { token: admin.token });
    expect(full.body).toEqual({ list: [], total: 0 });
    expect(
      (await server.call('GET', '/user/tutor/full-tutors', { token: tutor.token })).status,
    ).toBe(403);
  });
});
