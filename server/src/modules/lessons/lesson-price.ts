import { TUTOR_EARNING_PER_MINUTE } from '@kalam/shared';

/** The tutor's earning for a lesson, fixed when it is booked or moved (decision 023). */
export function lessonPrice(durationMinutes: number): number {
  return durationMinutes * TUTOR_EARNING_PER_MINUTE;
}
