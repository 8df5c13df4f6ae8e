/**
 * What other areas may ask of a session's attendance: whether a member ever joined a lesson's
 * session. Only the sessions area reads `session_attendance` (decision 240).
 */
export interface LessonAttendance {
  joinedLesson(lessonId: string, userId: string): boolean;
}

/**
 * What the onboarding calls ask of their sessions' log (issue 40 point 6): whether the applicant
 * came, and whether the call is over before its slot is.
 */
export interface CallAttendance {
  /** Whether the member entered the session at least once. */
  joined(sessionId: string, userId: string): boolean;
  /** Every member joined at least once and none is in it now: the call took place and ended. */
  allLeft(sessionId: string, memberIds: readonly string[]): boolean;
}

/** A lesson's live session id, as the sessions area names it. */
export const lessonSessionId = (lessonId: string) => `lesson:${lessonId}`;
