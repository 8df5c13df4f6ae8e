import type { AccessTable } from '../../kernel/access.ts';

/** Who may call the rating calls (decision 015). */
export const RATINGS_ACCESS = {
  'POST /rating': {
    roles: ['Student'],
    also: 'only with a fulfilled lesson with that tutor; one live rating per student and tutor',
  },
  'PUT /rating/{id}': { roles: 'signed-in', also: 'its author only' },
  'DELETE /rating/{id}': { roles: 'signed-in', also: 'its author or an admin' },
  'GET /rating/{id}': { roles: 'anyone' },
  'GET /rating/list/rater/{id}': { roles: 'signed-in', self: { param: 'id' } },
  'GET /rating/list/ratee/{id}': { roles: 'signed-in', self: { param: 'id' } },
  'GET /rating/list/tutor/{id}': { roles: 'anyone' },
} as const satisfies AccessTable;
