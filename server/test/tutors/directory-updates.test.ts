import { beforeAll, describe, expect, it } from 'vitest';
import type { TutorDirectoryQuery } from '@kalam/shared';
import { freshSnapshot } from '../../src/modules/tutors/tutors.cache.ts';
import { TutorsDirectory } from '../../src/modules/tutors/tutors.directory.ts';
import {
  HOUR,
  MIN,
  MONDAY,
  schedulingFile,
  insertPlan,
  iso,
  subscribedStudent,
  tutorWith,
  type Person,
} from '../lessons/scheduling-fixtures.ts';

/*
 * The directory updates only the tutors an event names instead of rebuilding from every table
 * (decision 200). What a student sees must be what a full rebuild would show: free times after a
 * booking, a move and a cancellation, a renamed tutor in the name order, a tutor no longer listed.
 */

const { clock, server } = schedulingFile();
let planId: string;
let student: Person;
let ahmed: Person;
let mona: Person;

async function listedTutorWith(name: string): Promise<Person> {
  const tutor = await tutorWith(server, { name } as Parameters<typeof tutorWith>[1]);
  server.deps.users.update(tutor.id, { name, updatedAt: clock.now() });
  server.deps.users.upsertTutor(tutor.id, { onboarded: true }, clock.now());
  server.deps.bus.publish('tutor-updated', { tutorId: tutor.id });
  return tutor;
}

const freeAt = async (instant: number): Promise<string[]> => {
  const res = await server.call(
    'GET',
    `/user/tutor/list/onboarded?size=100&freeAt=${encodeURIComponent(iso(instant))}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.list as { id: string }[]).map((t) => t.id).sort();
};

const busy = async (tutor: Person): Promise<string[]> => {
  const res = await server.call(
    'GET',
    `/user/tutor/${tutor.id}/busy?from=${iso(MONDAY)}&to=${iso(MONDAY + 24 * HOUR)}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.list as { start: string }[]).map((l) => l.start);
};

const patch = (who: Person, body: unknown) =>
  server.call('PATCH', '/lesson', { token: who.token, body });

beforeAll(async () => {
  planId = insertPlan(server, { weeklyMinutes: 240 });
  student = await subscribedStudent(server, planId);
  ahmed = await listedTutorWith('أحمد حسن');
  mona = await listedTutorWith('منى عبد الله');
});

describe('the directory after a booking, a move and a cancellation', () => {
  it('shows the booked tutor busy at once, updating only that tutor', async () => {
    const at = MONDAY + 4 * HOUR;
    expect(await freeAt(at)).toEqual([ahmed.id, mona.id].sort());
    const { builds } = server.deps.tutorsCache;

    const booked = await server.call('POST', '/lesson', {
      token: student.token,
      body: { tutorId: ahmed.id, start: iso(at), duration: 30 },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await freeAt(at + 10 * MIN)).toEqual([mona.id]);
    expect(await freeAt(at + 30 * MIN)).toEqual([ahmed.id, mona.id].sort());
    expect(await busy(ahmed)).toEqual([iso(at)]);
    expect(await busy(mona)).toEqual([]);

    const moved = await patch(student, { id: booked.body.id, start: iso(at + 2 * HOUR) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await freeAt(at + 10 * MIN)).toEqual([ahmed.id, mona.id].sort());
    expect(await freeAt(at + 2 * HOUR + 10 * MIN)).toEqual([mona.id]);

    const cancelled = await patch(student, { id: booked.body.id, cancel: true });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await freeAt(at + 2 * HOUR + 10 * MIN)).toEqual([ahmed.id, mona.id].sort());
    expect(await busy(ahmed)).toEqual([]);

    // No whole rebuild was needed for any of it.
    expect(server.deps.tutorsCache.builds).toBe(builds);
    expect(server.deps.tutorsCache.updates).toBeGreaterThan(0);
  });

  it('keeps every order and filter equal to a full rebuild after updates', async () => {
    const karim = await listedTutorWith('كريم السيد');
    // Read every order first, so each kept order is updated rather than sorted afresh.
    const orders: Pick<TutorDirectoryQuery, 'sort' | 'direction'>[] = (
      ['rating', 'lessons', 'newest', 'name'] as const
    ).flatMap((sort) => (['asc', 'desc'] as const).map((direction) => ({ sort, direction })));
    const query = (o: (typeof orders)[number]): TutorDirectoryQuery => ({
      ...o,
      page: 1,
      size: 100,
    });
    for (const o of orders) server.deps.tutorsDirectory.list(query(o));

    // A rename moves Ahmed in the name order; Mona stops being listed.
    const renamed = await server.call('PUT', `/user/${ahmed.id}`, {
      token: ahmed.token,
      body: { name: 'يوسف أحمد' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    server.deps.users.update(mona.id, { activated: false, updatedAt: clock.now() });
    server.deps.bus.publish('user-updated', { userId: mona.id });

    const fresh = new TutorsDirectory({
      snapshot: () => freshSnapshot(server.deps.tutorsReads, clock.now()),
    });
    for (const o of orders) {
      const kept = server.deps.tutorsDirectory.list(query(o));
      expect(kept, `${o.sort} ${o.direction}`).toEqual(fresh.list(query(o)));
      expect(kept.list.map((t) => t.id).sort()).toEqual([ahmed.id, karim.id].sort());
    }
    const byName = server.deps.tutorsDirectory.list(query({ sort: 'name', direction: 'asc' }));
    expect(byName.list.map((t) => t.name)).toEqual(['كريم السيد', 'يوسف أحمد']);
  });

  it('marks only listed tutors for a run of bookings, not their students (decision 221)', async () => {
    const before = server.deps.tutorsDirectory.list({
      sort: 'lessons',
      direction: 'desc',
      page: 1,
      size: 100,
    });
    const { builds, updates } = server.deps.tutorsCache;
    // What 600 bookings of one tutor by 600 students publish for sync: the tutor and the student.
    for (let i = 0; i < 600; i++)
      server.deps.bus.publish('sync-changed', {
        collection: 'lessons',
        userIds: [ahmed.id, `student-${i}`],
      });
    const after = server.deps.tutorsDirectory.list({
      sort: 'lessons',
      direction: 'desc',
      page: 1,
      size: 100,
    });
    expect(after).toEqual(before);
    // One update of one tutor, not a whole rebuild for 601 "changed" users.
    expect(server.deps.tutorsCache.builds).toBe(builds);
    expect(server.deps.tutorsCache.updates).toBe(updates + 1);
  });
});
