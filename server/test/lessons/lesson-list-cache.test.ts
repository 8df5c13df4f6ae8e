import { beforeAll, describe, expect, it } from 'vitest';
import type { LessonDto } from '@kalam/shared';
import { newId } from '../../src/kernel/ids.ts';
import { LessonsRepository } from '../../src/modules/lessons/lessons.repository.ts';
import { attendLesson } from '../sessions/attend.ts';
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

/*
 * GET /lesson/list keeps students' and tutors' answers (decision 100). Each test lists first, so
 * the answer is kept, then changes something through the API or the jobs, then lists again: the
 * change must show on that very next call.
 */

const { clock, server } = schedulingFile();
let planId: string;
let admin: Person;

beforeAll(async () => {
  planId = insertPlan(server, { weeklyMinutes: 240 });
  admin = await quickUser(server, 'RegularAdmin');
});

interface Page {
  list: LessonDto[];
  total: number;
}

async function listed(who: Person, query = ''): Promise<Page> {
  const res = await server.call('GET', `/lesson/list/${query}`, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Page;
}

async function pair() {
  return { tutor: await tutorWith(server), student: await subscribedStudent(server, planId) };
}

async function book(student: Person, tutor: Person, start: number, duration = 30) {
  const res = await server.call('POST', '/lesson', {
    token: student.token,
    body: { tutorId: tutor.id, start: iso(start), duration },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as LessonDto;
}

const patch = (who: Person, body: unknown) =>
  server.call('PATCH', '/lesson', { token: who.token, body });

describe('the next list call shows every change', () => {
  it('a booking, a move, a cancellation and a deletion', async () => {
    const { tutor, student } = await pair();
    for (const who of [student, tutor]) expect(await listed(who)).toEqual({ list: [], total: 0 });

    const lesson = await book(student, tutor, MONDAY + 4 * HOUR);
    for (const who of [student, tutor]) {
      const page = await listed(who);
      expect(page.total).toBe(1);
      expect(page.list[0]).toMatchObject({ id: lesson.id, status: 'pending' });
    }

    expect((await patch(student, { id: lesson.id, start: iso(MONDAY + 6 * HOUR) })).status).toBe(
      200,
    );
    for (const who of [student, tutor])
      expect((await listed(who)).list[0]).toMatchObject({
        start: iso(MONDAY + 6 * HOUR),
        end: iso(MONDAY + 6 * HOUR + 30 * MIN),
      });

    expect((await patch(tutor, { id: lesson.id, cancel: true })).status).toBe(200);
    for (const who of [student, tutor]) {
      expect((await listed(who)).list[0]).toMatchObject({
        status: 'cancelled',
        canceledBy: 'tutor',
      });
      expect((await listed(who, '?canceled=false')).total).toBe(0);
    }

    const again = await book(student, tutor, MONDAY + 8 * HOUR);
    for (const who of [student, tutor])
      expect((await listed(who, '?canceled=false')).total).toBe(1);
    const removed = await server.call('DELETE', `/lesson/${again.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    for (const who of [student, tutor]) {
      expect((await listed(who, '?canceled=false')).total).toBe(0);
      expect((await listed(who)).list.map((l) => l.id)).toEqual([lesson.id]);
    }
  });

  it('the start and end jobs move the status', async () => {
    const { tutor, student } = await pair();
    const lesson = await book(student, tutor, MONDAY + HOUR);
    for (const who of [student, tutor]) expect((await listed(who)).list[0]!.status).toBe('pending');

    clock.set(MONDAY + HOUR);
    await server.deps.jobRunner.runDue();
    // The tutor comes, so the lesson is taught (decision 240).
    attendLesson(server, lesson.id, tutor.id);
    for (const who of [student, tutor])
      expect((await listed(who)).list[0]!.status).toBe('happening');

    clock.set(MONDAY + HOUR + 30 * MIN);
    await server.deps.jobRunner.runDue();
    for (const who of [student, tutor])
      expect((await listed(who)).list[0]!.status).toBe('fulfilled');
  });

  it('time filters follow the clock, before any job runs and when it goes back', async () => {
    const { tutor, student } = await pair();
    const lesson = await book(student, tutor, MONDAY + HOUR);
    const ids = async (who: Person, time: string) =>
      (await listed(who, `?time=${time}`)).list.map((l) => l.id);
    for (const who of [student, tutor]) {
      expect(await ids(who, 'future')).toEqual([lesson.id]);
      expect(await ids(who, 'now')).toEqual([]);
      expect(await ids(who, 'past')).toEqual([]);
    }

    clock.set(MONDAY + HOUR);
    for (const who of [student, tutor]) {
      expect(await ids(who, 'future')).toEqual([]);
      expect(await ids(who, 'now')).toEqual([lesson.id]);
    }

    clock.set(MONDAY + HOUR + 30 * MIN);
    for (const who of [student, tutor]) {
      expect(await ids(who, 'now')).toEqual([]);
      expect(await ids(who, 'past')).toEqual([lesson.id]);
    }

    // A clock set back (a test clock, or the system clock corrected) is not served a later answer.
    clock.set(MONDAY);
    for (const who of [student, tutor]) {
      expect(await ids(who, 'past')).toEqual([]);
      expect(await ids(who, 'future')).toEqual([lesson.id]);
    }
  });

  it('a lesson entered straight in the table and announced on the bus', async () => {
    // How the browser tests enter a lesson no student could book (e2e/tutor.e2e.ts).
    const { tutor, student } = await pair();
    for (const who of [student, tutor]) expect((await listed(who)).total).toBe(0);
    const id = newId();
    new LessonsRepository(server.deps.db).insert({
      id,
      tutorId: tutor.id,
      studentId: student.id,
      start: MONDAY + 5 * HOUR,
      duration: 15,
      createdAt: MONDAY,
      updatedAt: server.deps.changeClock.next(),
    });
    server.deps.bus.publish('lesson-booked', {
      lessonId: id,
      tutorId: tutor.id,
      studentId: student.id,
    });
    for (const who of [student, tutor])
      expect((await listed(who)).list.map((l) => l.id)).toEqual([id]);
  });

  it('a new name shows in the lessons of the other member', async () => {
    const { tutor, student } = await pair();
    await book(student, tutor, MONDAY + 2 * HOUR);
    expect((await listed(tutor)).list[0]!.student.name).toBe('Test Student');
    const renamed = await server.call('PUT', `/user/${student.id}`, {
      token: student.token,
      body: { name: 'Sara Renamed' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await listed(tutor)).list[0]!.student.name).toBe('Sara Renamed');
    expect((await listed(student)).list[0]!.student.name).toBe('Sara Renamed');
  });
});

describe('one user’s answer never answers another', () => {
  it('each member, each student and each query gets its own page', async () => {
    const tutor = await tutorWith(server);
    const first = await subscribedStudent(server, planId);
    const second = await subscribedStudent(server, planId);
    const mine = await book(first, tutor, MONDAY + 2 * HOUR);
    const theirs = await book(second, tutor, MONDAY + 3 * HOUR);

    // The same query string, one after the other: each student sees their own lesson only.
    for (let round = 0; round < 2; round++) {
      expect((await listed(first)).list.map((l) => l.id)).toEqual([mine.id]);
      expect((await listed(second)).list.map((l) => l.id)).toEqual([theirs.id]);
      // Asking for another student's lessons still answers the caller's own.
      expect((await listed(first, `?studentId=${second.id}`)).list.map((l) => l.id)).toEqual([
        mine.id,
      ]);
    }

    // The tutor sees the price of the same lesson; the student does not.
    const asTutor = (await listed(tutor)).list.find((l) => l.id === mine.id)!;
    expect(asTutor.price).toBeGreaterThan(0);
    expect((await listed(first)).list[0]!.price).toBeNull();
    expect((await listed(tutor)).total).toBe(2);

    // Paging and filters are answered apart.
    const one = await listed(tutor, '?size=1');
    const two = await listed(tutor, '?size=1&page=2');
    expect(one.total).toBe(2);
    expect([...one.list, ...two.list].map((l) => l.id)).toEqual([theirs.id, mine.id]);

    // Admins (never kept) see everything at once.
    expect((await listed(admin, `?studentId=${first.id}`)).list.map((l) => l.id)).toEqual([
      mine.id,
    ]);
  });
});
