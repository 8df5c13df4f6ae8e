import { FREE_CANCELLATION_MINUTES, type LessonDto, type UserRole } from '@kalam/shared';
import { formatDayLong, formatTime } from '../../lib/format.ts';
import { cancelledBy, cancelledMinutes, counterpartOf } from './lesson-rules.ts';
import { lessonsText as t } from './text.ts';

export type LessonEvent = 'booked' | 'rebooked' | 'canceled';

/** The toast for a lesson event; without the lesson (it could not be read) only the title. */
export function lessonEventToast(
  event: LessonEvent,
  lesson: LessonDto | null,
  role: UserRole | undefined,
  /** The free-cancellation window in force, in minutes (decision 275). */
  freeMinutes: number = FREE_CANCELLATION_MINUTES,
): { title: string; description?: string } {
  if (event === 'booked' || event === 'rebooked') {
    const title = event === 'booked' ? t.events.booked : t.events.rebooked;
    if (!lesson) return { title };
    const name = counterpartOf(lesson, role).name;
    const body = event === 'booked' ? t.events.bookedBody : t.events.movedBody;
    return {
      title,
      description: body(name, formatDayLong(lesson.start), formatTime(lesson.start)),
    };
  }
  if (!lesson) return { title: t.events.cancelled.other };
  const by = cancelledBy(lesson, role) ?? 'other';
  const name = counterpartOf(lesson, role).name;
  // Minutes come back unless the student cancelled late (decision 022), as the lesson page says.
  const back =
    cancelledMinutes(lesson, role, freeMinutes) === 'back' ? ` ${t.events.minutesBack}` : '';
  return {
    title:
      by === 'absent'
        ? role === 'Tutor'
          ? t.events.cancelled.absentTutor
          : t.events.cancelled.absentStudent
        : by === 'other' && role === 'Tutor'
          ? t.events.cancelled.otherStudent
          : t.events.cancelled[by],
    description: `${t.events.cancelledBody(name, formatDayLong(lesson.start), formatTime(lesson.start))}${back}`,
  };
}
