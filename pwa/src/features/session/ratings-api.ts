import { ratingCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import type { RatingApi } from './rating-flow.ts';

/** Spec §7 Rating calls the dialog uses. */
export const ratingsApi: RatingApi = {
  create: (body) => call(ratingCalls.create, { body }),
  update: (id, body) => call(ratingCalls.update, { params: { id }, body }),
  given: async (raterId) =>
    (await call(ratingCalls.byRater, { params: { id: raterId }, query: { size: 100 } })).list,
};
