import { z } from 'zod';
import {
  idSchema,
  listOf,
  ratingDtoSchema,
  ratingListQuerySchema,
  ratingCalls,
} from '@kalam/shared';
import { errors, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { RATINGS_ACCESS } from './ratings.access.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import type { AppDeps } from '../../deps.ts';

const idParams = z.object({ id: idSchema });
const list = listOf(ratingDtoSchema);

/** What these calls use of the composition: their own services, nothing more. */
export type RatingsRoutesDeps = Pick<AppDeps, 'ratingsService'>;

export function ratingsRoutes(deps: RatingsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      ...fromCall(ratingCalls.create, 'The rating', 400, 401, 403, 404, 409),
      access: RATINGS_ACCESS['POST /rating'],
      tags: ['Rating'],
      summary: 'A student rates a tutor they had a fulfilled lesson with (once; then edit it)',
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.ratingsService.create(caller, c.req.valid('json')), 201);
    },
  );

  for (const [side, key] of [
    ['rater', 'GET /rating/list/rater/{id}'],
    ['ratee', 'GET /rating/list/ratee/{id}'],
  ] as const) {
    app.openapi(
      defineCall({
        access: RATINGS_ACCESS[key],
        method: 'get',
        path: `/rating/list/${side}/{id}`,
        tags: ['Rating'],
        summary:
          side === 'rater'
            ? 'Ratings a user gave (that user and admins)'
            : 'Ratings a user received (that user and admins)',
        request: { params: idParams, query: ratingListQuerySchema },
        responses: { 200: json(list, 'Ratings, newest first'), ...errors(400, 401, 403) },
      }),
      (c) => {
        const caller = callerOf(c);
        const { ratingsService } = deps;
        const { id } = c.req.valid('param');
        const { page, size } = c.req.valid('query');
        const result =
          side === 'rater'
            ? ratingsService.byRater(caller, id, page, size)
            : ratingsService.byRatee(caller, id, page, size);
        return c.json(result, 200);
      },
    );
  }

  app.openapi(
    defineCall({
      ...fromCall(ratingCalls.ofTutor, 'Ratings, newest first', 400, 404),
      access: RATINGS_ACCESS['GET /rating/list/tutor/{id}'],
      tags: ['Rating'],
      summary: "A tutor's reviews, as the public profile shows them (anonymous allowed)",
    }),
    (c) => {
      const { page, size } = c.req.valid('query');
      return c.json(deps.ratingsService.forTutor(c.req.valid('param').id, page, size), 200);
    },
  );

  app.openapi(
    defineCall({
      access: RATINGS_ACCESS['GET /rating/{id}'],
      method: 'get',
      path: '/rating/{id}',
      tags: ['Rating'],
      summary: 'One rating (anonymous allowed: ratings are public reviews)',
      request: { params: idParams },
      responses: { 200: json(ratingDtoSchema, 'The rating'), ...errors(404) },
    }),
    (c) => {
      return c.json(deps.ratingsService.read(c.req.valid('param').id), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(ratingCalls.update, 'The rating', 400, 401, 403, 404),
      access: RATINGS_ACCESS['PUT /rating/{id}'],
      tags: ['Rating'],
      summary: 'Change a rating (its author)',
    }),
    (c) => {
      const caller = callerOf(c);
      const { id } = c.req.valid('param');
      return c.json(deps.ratingsService.update(caller, id, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    defineCall({
      access: RATINGS_ACCESS['DELETE /rating/{id}'],
      method: 'delete',
      path: '/rating/{id}',
      tags: ['Rating'],
      summary: 'Delete a rating (its author or an admin)',
      request: { params: idParams },
      responses: {
        200: json(z.object({ id: z.string() }), 'Deleted'),
        ...errors(401, 403, 404),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      const { id } = c.req.valid('param');
      deps.ratingsService.remove(caller, id);
      return c.json({ id }, 200);
    },
  );

  return app;
}
