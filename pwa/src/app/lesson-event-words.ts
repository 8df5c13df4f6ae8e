import { DEFAULT_TIME_ZONE, type LessonDto } from '@kalam/shared';
import { lessonEventToast, type LessonEvent } from '../features/lessons/lesson-event-toast.ts';
import { lessonsText } from '../features/lessons/text.ts';
import { tutorLessonToast } from '../features/tutor/lesson-event-toast.ts';
import type { LessonEventsViewer } from './use-lesson-events.ts';

/**
 * What a lesson event's toast says to the student or the tutor who reads it, and its button.
 * Loaded on the first event, not with the signed-in frame: the words count minutes through the
 * ICU catalogue, which the frame does not otherwise need (decision 228).
 */
export function lessonEventWords(
  event: LessonEvent,
  lesson: LessonDto | null,
  viewer: LessonEventsViewer & {
    /** The free-cancellation window in force (decision 275); the default when unknown. */
    freeCancellationMinutes?: number;
  },
): { title: string; description?: string; view: string } {
  const words =
    viewer.role === 'Tutor'
      ? tutorLessonToast(event, lesson, viewer.timeZone ?? DEFAULT_TIME_ZONE)
      : lessonEventToast(event, lesson, viewer.role, viewer.freeCancellationMinutes);
  return { ...words, view: lessonsText.events.view };
}
