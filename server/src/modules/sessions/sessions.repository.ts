import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionAttendance } from '../../db/schema/index.ts';
import { newId } from '../../kernel/ids.ts';

export type AttendanceRow = typeof sessionAttendance.$inferSelect;

/** The only code that knows session_attendance: one row per join, closed on leave. */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  joined(sessionId: string, userId: string, at: number): void {
    this.db
      .insert(sessionAttendance)
      .values({ id: newId(), sessionId, userId, joinedAt: at })
      .run();
  }

  left(sessionId: string, userId: string, at: number): void {
    this.db
      .update(sessionAttendance)
      .set({ leftAt: at })
      .where(
        and(
          eq(sessionAttendance.sessionId, sessionId),
          eq(sessionAttendance.userId, userId),
          isNull(sessionAttendance.leftAt),
        ),
      )
      .run();
  }

  /** Whether the member entered the session at least once (late or briefly still counts). */
  hasJoined(sessionId: string, userId: string): boolean {
    const row = this.db
      .select({ id: sessionAttendance.id })
      .from(sessionAttendance)
      .where(and(eq(sessionAttendance.sessionId, sessionId), eq(sessionAttendance.userId, userId)))
      .limit(1)
      .get();
    return row !== undefined;
  }

  attendance(sessionId: string): AttendanceRow[] {
    return this.db
      .select()
      .from(sessionAttendance)
      .where(eq(sessionAttendance.sessionId, sessionId))
      .orderBy(sessionAttendance.joinedAt, sessionAttendance.id)
      .all();
  }
}
