import type { RatingDto } from '@kalam/shared';
import { api } from '../../lib/api.ts';
import type { RatingApi } from './rating-flow.ts';

/** Spec §7 Rating calls the dialog uses. */
export const ratingsApi: RatingApi = {
  create: (body) => api<RatingDto>('POST', '/rating/', body),
  update: (id, body) => api<RatingDto>('PUT', `/rating/${encodeURIComponent(id)}`, body),
  given: async (raterId) =>
    (
      await api<{ list: RatingDto[] }>(
        'GET',
        `/rating/list/rater/${encodeURIComponent(raterId)}?size=100`,
      )
    ).list,
};
