import type { RatingDto } from '@kalam/shared';
import type { UserRow } from '../users/users.port.ts';
import type { RatingRow } from './ratings.repository.ts';

export function toRatingDto(
  row: RatingRow,
  rater: Pick<UserRow, 'id' | 'name' | 'image'>,
): RatingDto {
  return {
    id: row.id,
    rater: { id: rater.id, name: rater.name, image: rater.image },
    rateeId: row.rateeId,
    lessonId: row.lessonId,
    value: row.value,
    text: row.text,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
