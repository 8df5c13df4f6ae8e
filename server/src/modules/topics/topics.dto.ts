import type { TopicDto } from '@kalam/shared';
import type { TopicRow } from './topics.repository.ts';

export function toTopicDto(row: TopicRow): TopicDto {
  return { id: row.id, nameAr: row.nameAr, nameEn: row.nameEn };
}
