/**
 * What other areas may ask of a session's attendance: whether a member ever joined a lesson's
 * session. Only the sessions area reads `session_attendance` (decision 240).
 */
export interface LessonAttendance {
  joinedLesson(lessonId: string, userId: string): boolean;
}

/** A lesson's live session id, as the sessions area names it. */
export const lessonSessionId = (lessonId: string) => `lesson:${lessonId}`;
