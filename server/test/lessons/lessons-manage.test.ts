import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../src/kernel/event-bus.ts';
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
} from './scheduling-fixtures.ts';

const { clock, server } = schedulingFile();
let planId: string;
let admin: Person;

beforeAll(async () => {
  planId = insertPlan(server, { weeklyMinutes: 60 });
  admin = await quickUser(server, 'RegularAdmin');
});

async function booked(start = MONDAY + 4 * HOUR, duration = 30) {
  const tutor = await tutorWith(server);
  const student = await subscribedStudent(server, planId);
  const res = await server.call('POST', '/lesson', {
    token: student.token,
    body: { tutorId: tutor.id, start: iso(start), duration },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { tutor, student, lesson: res.body };
}
const patch = (who: Person, body: unknown) =>
  server.call('PATCH', '/lesson', { token: who.token, body });
const remaining = async (who: Person) =>
  (await server.call('GET', '/sub/user', { token: who.token })).body.remainingMinutes;

describe('reading lessons', () => {
  it('members and admins read a lesson; others are refused', async () => {
    const { tutor, student, lesson } = await booked();
    for (const who of [tutor, student, admin])
      expect((await server.call('GET', `/lesson/${lesson.id}`, { token: who.token })).status).toBe(
        200,
      );
    const stranger = await quickUser(server, 'Student');
    const res = await server.call('GET', `/lesson/${lesson.id}`, { token: stranger.token });
    expect(res.status).toBe(403);
    expect((await server.call('GET', '/lesson/nope', { token: admin.token })).body.code).toBe(
      'lesson-not-found',
    );
  });

  it('lists by role with canceled and time filters and paging', async () => {
    const { tutor, student, lesson } = await booked(MONDAY + HOUR);
    const mineAsStudent = await server.call('GET', '/lesson/list/', { token: student.token });
    expect(mineAsStudent.body).toMatchObject({ total: 1, list: [{ id: lesson.id }] });
    const mineAsTutor = await server.call('GET', '/lesson/list?time=future&canceled=false', {
      token: tutor.token,
    });
    expect(mineAsTutor.body.total).toBe(1);
    const stranger = await quickUser(server, 'Student');
    expect((await server.call('GET', '/lesson/list', { token: stranger.token })).body.total).toBe(
      0,
    );
    clock.set(MONDAY + HOUR + 10 * MIN);
    expect(
      (await server.call('GET', '/lesson/list?time=now', { token: student.token })).body.total,
    ).toBe(1);
    expect(
      (await server.call('GET', '/lesson/list?time=future', { token: student.token })).body.total,
    ).toBe(0);
    clock.set(MONDAY + 2 * HOUR);
    expect(
      (await server.call('GET', '/lesson/list?time=past', { token: student.token })).body.total,
    ).toBe(1);
    expect(
      (await server.call('GET', '/lesson/list?canceled=true', { token: student.token })).body.total,
    ).toBe(0);
    const all = await server.call('GET', '/lesson/list?size=1&page=1', { token: admin.token });
    expect(all.body.list).toHaveLength(1);
    expect(all.body.total).toBeGreaterThan(1);
    const bad = await server.call('GET', '/lesson/list?time=soon', { token: student.token });
    expect(bad.status).toBe(400);
    const studio = await quickUser(server, 'Studio');
    expect((await server.call('GET', '/lesson/list', { token: studio.token })).status).toBe(403);
  });
});

describe('moving and cancelling', () => {
  it('the student moves a lesson under the booking rules', async () => {
    const events: DomainEvents['lesson-rebooked'][] = [];
    const off = server.deps.bus.subscribe('lesson-rebooked', (e) => events.push(e));
    const { tutor, student, lesson } = await booked();
    const moved = await patch(student, {
      id: lesson.id,
      start: iso(MONDAY + 6 * HOUR),
      duration: 15,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ start: iso(MONDAY + 6 * HOUR), duration: 15 });
    expect(events).toEqual([{ lessonId: lesson.id, tutorId: tutor.id, studentId: student.id }]);
    off();
    expect(await remaining(student)).toBe(45);
    const tooSoon = await patch(student, { id: lesson.id, start: iso(MONDAY) });
    expect(tooSoon.body.code).toBe('lesson-time-passed');
    const nextWeek = await patch(student, { id: lesson.id, start: iso(MONDAY + 7 * 24 * HOUR) });
    expect(nextWeek.body.code).toBe('week-boundaries-violation');
    expect((await patch(tutor, { id: lesson.id, start: iso(MONDAY + 8 * HOUR) })).status).toBe(403);
    expect((await patch(student, { id: lesson.id })).body.code).toBe('empty-request');
  });

  it('a student who cancels two hours ahead gets the minutes back', async () => {
    const { student, lesson } = await booked(MONDAY + 4 * HOUR);
    const res = await patch(student, { id: lesson.id, cancel: true });
    expect(res.body).toMatchObject({ status: 'cancelled', canceledBy: 'student' });
    expect(await remaining(student)).toBe(60);
  });

  it('a late cancellation by the student still uses the minutes; the tutor’s never does', async () => {
    const late = await booked(MONDAY + HOUR);
    expect((await patch(late.student, { id: late.lesson.id, cancel: true })).status).toBe(200);
    expect(await remaining(late.student)).toBe(30);
    const byTutor = await booked(MONDAY + HOUR);
    const res = await patch(byTutor.tutor, { id: byTutor.lesson.id, cancel: true });
    expect(res.body.canceledBy).toBe('tutor');
    expect(await remaining(byTutor.student)).toBe(60);
  });

  it('an admin cancels as the platform ("self"); a cancelled lesson stays cancelled', async () => {
    const events: DomainEvents['lesson-canceled'][] = [];
    const off = server.deps.bus.subscribe('lesson-canceled', (e) => events.push(e));
    const { tutor, student, lesson } = await booked();
    const res = await patch(admin, { id: lesson.id, cancel: true });
    expect(res.body.canceledBy).toBe('self');
    expect(events).toEqual([
      { lessonId: lesson.id, tutorId: tutor.id, studentId: student.id, canceledBy: 'self' },
    ]);
    off();
    const again = await patch(student, { id: lesson.id, cancel: true });
    expect([again.status, again.body.code]).toEqual([400, 'illegal']);
    const move = await patch(student, { id: lesson.id, start: iso(MONDAY + 6 * HOUR) });
    expect([move.status, move.body.code]).toEqual([400, 'illegal']);
  });

  it('a lesson that has started can no longer be changed', async () => {
    const { student, lesson } = await booked(MONDAY + HOUR);
    clock.set(MONDAY + HOUR + MIN);
    const late = await patch(student, { id: lesson.id, cancel: true });
    expect([late.status, late.body.code]).toEqual([409, 'lesson-time-passed']);
  });

  it('an admin removes a lesson (soft): gone from lists, minutes back', async () => {
    const { student, lesson } = await booked();
    expect(
      (await server.call('DELETE', `/lesson/${lesson.id}`, { token: student.token })).status,
    ).toBe(403);
    expect(
      (await server.call('DELETE', `/lesson/${lesson.id}`, { token: admin.token })).status,
    ).toBe(200);
    expect((await server.call('GET', `/lesson/${lesson.id}`, { token: admin.token })).status).toBe(
      404,
    );
    expect((await server.call('GET', '/lesson/list', { token: student.token })).body.total).toBe(0);
    const row = server.deps.sqlite
      .prepare('SELECT deleted FROM lessons WHERE id = ?')
      .get(lesson.id) as {
      deleted: number;
    };
    expect(row.deleted).toBe(1);
    expect(await remaining(student)).toBe(60);
  });
});

describe('events', () => {
  it('a booking publishes lesson-booked and sync-changed for both members', async () => {
    const booked_: unknown[] = [];
    const sync: unknown[] = [];
    const offA = server.deps.bus.subscribe('lesson-booked', (e) => booked_.push(e));
    const offB = server.deps.bus.subscribe('sync-changed', (e) => sync.push(e));
    const { tutor, student, lesson } = await booked();
    offA();
    offB();
    expect(booked_).toEqual([{ lessonId: lesson.id, tutorId: tutor.id, studentId: student.id }]);
    expect(sync).toContainEqual({ collection: 'lessons', userIds: [tutor.id, student.id] });
  });
});
