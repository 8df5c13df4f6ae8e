import type { DemoSessionStatus, InterviewStatus, IntroVideoStatus } from '@kalam/shared';
import {
  demoSessions,
  interviews,
  introVideos,
  sessionAttendance,
} from '../../src/db/schema/index.ts';
import { newId } from '../../src/kernel/ids.ts';
import type { KalamServer } from '../../src/server.ts';
import type { TestServer, TestUser } from '../support/test-server.ts';

/** An interview row written directly, for tests that need one in a given state or past time. */
export function insertInterview(
  server: KalamServer,
  row: {
    intervieweeId: string;
    interviewerId: string;
    start: number;
    status?: InterviewStatus;
    note?: string;
  },
): string {
  const id = newId();
  const now = server.deps.clock.now();
  server.deps.db
    .insert(interviews)
    .values({
      id,
      intervieweeId: row.intervieweeId,
      interviewerId: row.interviewerId,
      start: row.start,
      duration: 30,
      status: row.status ?? 'Pending',
      note: row.note ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return id;
}

/** A demo session row written directly (after a passed interview, which it also writes). */
export function insertDemoSession(
  server: KalamServer,
  row: { tutorId: string; tutorManagerId: string; start: number; status?: DemoSessionStatus },
): string {
  const interviewId = insertInterview(server, {
    intervieweeId: row.tutorId,
    interviewerId: row.tutorManagerId,
    start: row.start - 30 * 24 * 60 * 60_000,
    status: 'Passed',
  });
  const id = newId();
  const now = server.deps.clock.now();
  server.deps.db
    .insert(demoSessions)
    .values({
      id,
      tutorId: row.tutorId,
      tutorManagerId: row.tutorManagerId,
      interviewId,
      start: row.start,
      duration: 30,
      status: row.status ?? 'Pending',
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return id;
}

/** An intro video written directly, in a given review state (approved unless told). */
export function insertIntroVideo(
  server: KalamServer,
  tutorId: string,
  status: IntroVideoStatus = 'Approved',
): string {
  const id = newId();
  const now = server.deps.clock.now();
  const reviewed = status === 'Pending' ? null : now;
  server.deps.db
    .insert(introVideos)
    .values({
      id,
      tutorId,
      video: `/api/v1/assets/uploads/${id}.webm`,
      contentType: 'video/webm',
      durationMs: 60_000,
      status,
      reason: status === 'Rejected' ? 'الصوت مش واضح' : null,
      reviewedAt: reviewed,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return id;
}

/** An approved intro video written directly: the first onboarding step, behind an applicant. */
export function approveIntroVideo(server: KalamServer, tutorId: string): string {
  return insertIntroVideo(server, tutorId, 'Approved');
}

/**
 * A tutor manager's weekly call hours through the real call (decision 175): every day, all
 * day unless `slots` says otherwise. Bookings re-check them (decision 179).
 */
export async function keepHours(
  server: TestServer,
  user: TestUser,
  slots = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 0, end: 1440 })),
): Promise<void> {
  const res = await server.call('POST', '/availability-slot', {
    token: user.token,
    body: { slots },
  });
  if (res.status !== 200) throw new Error(`weekly hours refused: ${JSON.stringify(res.body)}`);
}

/**
 * A member's visit to a call's session (`interview:<id>`, `demo-session:<id>`) written into the
 * sessions' log as the socket would: joined at `at`, left at `leftAt` (still in without one).
 */
export function attended(
  server: KalamServer,
  sessionId: string,
  userId: string,
  at: number,
  leftAt: number | null = null,
): void {
  server.deps.db
    .insert(sessionAttendance)
    .values({ id: newId(), sessionId, userId, joinedAt: at, leftAt })
    .run();
}
