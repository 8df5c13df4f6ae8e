import { isAdmin, type LessonDto } from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import type { LessonWithMembers } from './lessons.repository.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** The tutor's earning is shown to the tutor and admins, not to the student. */
export function toLessonDto(
  { lesson, tutor, student }: LessonWithMembers,
  caller: Pick<Caller, 'id' | 'role'>,
): LessonDto {
  const seesPrice = caller.id === lesson.tutorId || isAdmin(caller.role);
  return {
    id: lesson.id,
    tutorId: lesson.tutorId,
    studentId: lesson.studentId,
    tutor,
    student,
    start: iso(lesson.start),
    end: iso(lesson.start + lesson.duration * 60_000),
    duration: lesson.duration,
    price: seesPrice ? lesson.price : null,
    status: lesson.status,
    canceledBy: lesson.canceledBy,
    canceledAt: lesson.canceledAt === null ? null : iso(lesson.canceledAt),
    createdAt: iso(lesson.createdAt),
  };
}
