import { tutorNeverCame, type Gendered, type LessonDto } from '@kalam/shared';
import { formatComing } from '../../lib/format-coming.ts';
import { tutorText } from './text.ts';

/** How far ahead a booked lesson counts as «starting soon» on the tutor's dashboard. */
export const SOON_MS = 60 * 60_000;

/**
 * «الحصة كمان ١٥ دقيقة» for a booked lesson that starts within the hour (the student's
 * dashboard says the same of her next lesson); null before that, and once it started.
 */
export function startsSoon(
  lesson: Pick<LessonDto, 'status' | 'start'>,
  now: number,
): string | null {
  const ahead = Date.parse(lesson.start) - now;
  if (lesson.status !== 'pending' || ahead <= 0 || ahead > SOON_MS) return null;
  return tutorText.lessons.soon(formatComing(lesson.start, now));
}

export type LessonTone = 'ok' | 'live' | 'wait' | 'bad';

/** What a lesson's status means to its tutor: who cancelled is said from the tutor's side. */
export function lessonStatus(
  lesson: Pick<LessonDto, 'status' | 'canceledBy' | 'canceledAt' | 'end'>,
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
        label: tutorNeverCame(lesson)
          ? t.cancelledAbsent(reader)
          : lesson.canceledBy === 'student'
            ? t.cancelledByStudent
            : lesson.canceledBy === 'tutor'
              ? t.cancelledByTutor(reader)
              : t.cancelled,
        tone: 'bad',
      };
  }
}
