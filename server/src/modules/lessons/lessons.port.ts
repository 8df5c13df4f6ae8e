import type { LessonRow } from './lessons.repository.ts';

export type { LessonRow };

/** What the jobs may ask of lessons: read one, and move its status when its time comes. */
export interface LessonTimeline {
  byId(id: string): LessonRow | undefined;
  moveStatus(lesson: LessonRow, to: 'happening' | 'fulfilled'): void;
}
