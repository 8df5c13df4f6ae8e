import { planCalls } from '@kalam/shared';
import { call } from './api.ts';
import { planKeys } from './query-keys.ts';

/**
 * The plans, as the server answers them, under one key for every screen: the plans page and the
 * payment history share the cache, so they must store the same shape (a screen that wants another
 * shape uses `select`, which leaves the cache alone).
 */
export const planListQuery = {
  queryKey: planKeys.list,
  queryFn: () => call(planCalls.list, { query: { page: 1, size: 100 } }),
};
