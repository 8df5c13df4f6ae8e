import type { Gendered, LessonDto } from '@kalam/shared';
import { tutorText } from './text.ts';

export type LessonTone = 'ok' | 'live' | 'wait' | 'bad';

/** What a lesson's status means to its tutor: who cancelled is said from the tutor's side. */
export function lessonStatus(
  lesson: Pick<LessonDto, 'status' | 'canceledBy'>,
  reader: Gendered = null,
): {
  label: string;
  tone: LessonTone;
} {
  const t = tutorText.lessons.status;
  switch (lesson.status) {
    case 'pending':
      return { label: t.pending, tone: 'wait' };
    case 'happening':
      return { label: t.happening, tone: 'live' };
    case 'fulfilled':
      return { label: t.fulfilled, tone: 'ok' };
    case 'cancelled':
      return {
        label:
          lesson.canceledBy === 'student'
            ? t.cancelledByStudent
            : lesson.canceledBy === 'tutor'
              ? t.cancelledByTutor(reader)
              : t.cancelled,
        tone: 'bad',
      };
  }
}
