// The sessions area's public face: what other areas may use (decision 156).
export type { SessionTimes } from './session-source.ts';
export type { CallAttendance, LessonAttendance } from './attendance.port.ts';
