import { AppError } from '@kalam/shared';

/** One booked lesson the server named when it refused a template (decision 021). */
export interface BlockingLesson {
  id: string;
  start: string;
  duration: number;
  studentId: string;
}

/**
 * The lessons of a `conflicting-schedule` refusal, or null for any other failure. A refusal
 * whose details are missing still counts (an empty list), so the screen explains it anyway.
 */
export function blockingLessons(error: unknown): BlockingLesson[] | null {
  if (!(error instanceof AppError) || error.code !== 'conflicting-schedule') return null;
  if (!Array.isArray(error.details)) return [];
  return error.details.filter(isBlockingLesson);
}

function isBlockingLesson(value: unknown): value is BlockingLesson {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.start === 'string' &&
    !Number.isNaN(Date.parse(v.start)) &&
    typeof v.duration === 'number' &&
    typeof v.studentId === 'string'
  );
}
