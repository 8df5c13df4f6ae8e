// The lessons area's public face: what other areas may use (decision 156).
export { toLessonDto } from './lessons.dto.ts';
export type { LessonRow, LessonWithMembers, LessonsRepository } from './lessons.repository.ts';
export type { LessonsService } from './lessons.service.ts';
