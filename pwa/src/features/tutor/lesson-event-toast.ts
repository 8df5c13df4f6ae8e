import type { LessonDto } from '@kalam/shared';
import { formatWhen } from './format.ts';
import { tutorText as t } from './text.ts';

/** The tutor's toast for a lesson event: what happened, and the student and the time. */
export function tutorLessonToast(
  event: 'booked' | 'rebooked' | 'canceled',
  lesson: LessonDto | null,
  zone: string,
): { title: string; description?: string } {
  const title = t.live[event];
  if (!lesson) return { title };
  return { title, description: t.live.detail(lesson.student.name, formatWhen(lesson.start, zone)) };
}
