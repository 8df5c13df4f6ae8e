import { SESSION_EARLY_JOIN_MINUTES, type LessonDto } from '@kalam/shared';

/** The lesson room opens ten minutes before the start and closes at the end. */
export function roomOpen(
  lesson: Pick<LessonDto, 'status' | 'start' | 'end'>,
  now: number,
): boolean {
  return (
    lesson.status !== 'cancelled' &&
    now >= Date.parse(lesson.start) - SESSION_EARLY_JOIN_MINUTES * 60_000 &&
    now < Date.parse(lesson.end)
  );
}

/** The address of the lesson room (the session id of decision 033). */
export const roomLink = (lessonId: string) =>
  `/session?id=${encodeURIComponent(`lesson:${lessonId}`)}`;
