import { lessons } from '../../src/db/schema/index.ts';
import { newId } from '../../src/kernel/ids.ts';
import type { KalamServer } from '../../src/server.ts';

/** A lesson row written directly (booking rules are the lessons area's tests, not ours). */
export function insertLesson(
  server: KalamServer,
  row: {
    tutorId: string;
    studentId: string;
    start: number;
    duration?: number;
    status?: 'pending' | 'cancelled';
  },
): string {
  const id = newId();
  const now = server.deps.clock.now();
  server.deps.db
    .insert(lessons)
    .values({
      id,
      tutorId: row.tutorId,
      studentId: row.studentId,
      start: row.start,
      duration: row.duration ?? 30,
      status: row.status ?? 'pending',
      canceledBy: row.status === 'cancelled' ? 'student' : null,
      createdAt: now,
      updatedAt: server.deps.changeClock.next(),
    })
    .run();
  return id;
}
