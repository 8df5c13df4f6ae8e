import { availabilitySlots, lessons, ratings } from '../../src/db/schema/index.ts';
import { newId } from '../../src/kernel/ids.ts';
import type { KalamServer } from '../../src/server.ts';
import { createUser, type TestUser } from '../support/test-server.ts';

/** A tutor the directory lists: activated, verified, onboarded. */
export async function listedTutor(
  server: KalamServer,
  options: { name?: string; gender?: 'male' | 'female'; timeZone?: string } = {},
): Promise<TestUser> {
  const tutor = await createUser(server, 'Tutor', { name: options.name ?? 'مدرس تجريبي' });
  const now = server.deps.clock.now();
  server.deps.users.update(tutor.id, {
    activated: true,
    gender: options.gender ?? null,
    timeZone: options.timeZone ?? 'Africa/Cairo',
    updatedAt: now,
  });
  server.deps.users.upsertTutor(tutor.id, { onboarded: true, bio: 'نبذة' }, now);
  server.deps.bus.publish('tutor-updated', { tutorId: tutor.id });
  return tutor;
}

/** Rows owned by other areas, written straight to the tables to set a scene. */
export function addRating(server: KalamServer, raterId: string, rateeId: string, value: number) {
  const now = server.deps.clock.now();
  server.deps.db
    .insert(ratings)
    .values({ id: newId(), raterId, rateeId, value, createdAt: now, updatedAt: now })
    .run();
}

export function addSlot(
  server: KalamServer,
  tutorId: string,
  slot: { weekday: number; start: number; end: number },
) {
  const now = server.deps.clock.now();
  server.deps.db
    .insert(availabilitySlots)
    .values({ id: newId(), tutorId, ...slot, createdAt: now, updatedAt: now })
    .run();
}

export function addLesson(
  server: KalamServer,
  tutorId: string,
  studentId: string,
  start: number,
  status: 'pending' | 'fulfilled' = 'pending',
) {
  const now = server.deps.clock.now();
  const id = newId();
  server.deps.db
    .insert(lessons)
    .values({ id, tutorId, studentId, start, duration: 30, status, createdAt: now, updatedAt: now })
    .run();
  return id;
}
