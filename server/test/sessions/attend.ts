import { FixedClock } from '../../src/kernel/clock.ts';
import { newId } from '../../src/kernel/ids.ts';
import type { KalamServer } from '../../src/server.ts';

const MIN = 60_000;

/**
 * A member enters a lesson's live session and leaves it, through the sessions area as the socket
 * join does: the attendance that makes a lesson "happened" at its end (decision 240). A fixed
 * clock outside the session's window is moved into it for the join and then put back.
 */
export function attendLesson(server: KalamServer, lessonId: string, userId: string): void {
  const lesson = server.deps.lessonsService.get(lessonId);
  const user = server.deps.users.byId(userId);
  if (!lesson || !user) throw new Error(`no lesson ${lessonId} or user ${userId}`);
  const clock = server.deps.clock;
  const before = clock.now();
  const end = lesson.start + lesson.duration * MIN;
  const outside = before < lesson.start || before >= end;
  if (outside) {
    if (!(clock instanceof FixedClock))
      throw new Error('attendLesson: the lesson is not running and the clock cannot be moved');
    clock.set(lesson.start + MIN);
  }
  try {
    const sessionId = `lesson:${lessonId}`;
    const socketId = `test-${newId()}`;
    const caller = {
      id: user.id,
      role: user.role,
      verifiedEmail: true,
      verifiedPhone: true,
      activated: true,
      name: user.name,
    };
    server.deps.sessionsService.join(caller, sessionId, socketId);
    server.deps.sessionsService.leave(user.id, sessionId, socketId);
  } finally {
    if (outside) (clock as FixedClock).set(before);
  }
}
