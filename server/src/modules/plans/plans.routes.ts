import { z } from 'zod';
import {
  idSchema,
  planBodySchema,
  planDtoSchema,
  planUpdateBodySchema,
  planCalls,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { paged } from '../../kernel/paging.ts';
import { toPlanDto } from './plans.dto.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall } from '../../http/call.ts';
import { ADMINS_ONLY, ANYONE } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const idParams = z.object({ id: idSchema });

/** What these calls use of the composition: their own services, nothing more. */
export type PlansRoutesDeps = Pick<AppDeps, 'plansService' | 'plans'>;

export function plansRoutes(deps: PlansRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'plan', read: (id) => deps.plans.byId(id) },
      method: 'post',
      path: '/plan',
      tags: ['Plan'],
      request: jsonBody(planBodySchema),
      responses: { 201: json(planDtoSchema, 'The new plan'), ...errors(400, 401, 403) },
    }),
    (c) => {
      return c.json(toPlanDto(deps.plansService.create(c.req.valid('json'))), 201);
    },
  );

  // Before /plan/{id}, so "list" is never read as an id.
  app.openapi(
    defineCall({
      ...fromCall(planCalls.list, 'Plans', 400),
      access: ANYONE,
      tags: ['Plan'],
      summary: 'Plans the caller may buy (admins: every plan)',
    }),
    (c) => {
      const rows = deps.plansService.list(c.get('caller'));
      return c.json(paged(rows.map(toPlanDto), c.req.valid('query')), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(planCalls.one, 'A plan', 404),
      access: ANYONE,
      tags: ['Plan'],
    }),
    (c) => {
      const plan = deps.plansService.get(c.get('caller'), c.req.valid('param').id);
      return c.json(toPlanDto(plan), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'plan', id: (i) => i.param('id'), read: (id) => deps.plans.byId(id) },
      method: 'patch',
      path: '/plan/{id}',
      tags: ['Plan'],
      request: { params: idParams, ...jsonBody(planUpdateBodySchema) },
      responses: { 200: json(planDtoSchema, 'The updated plan'), ...errors(400, 401, 403, 404) },
    }),
    (c) => {
      const { plansService } = deps;
      const plan = plansService.update(c.req.valid('param').id, c.req.valid('json'));
      return c.json(toPlanDto(plan), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'plan', id: (i) => i.param('id'), read: (id) => deps.plans.byId(id) },
      method: 'delete',
      path: '/plan/{id}',
      tags: ['Plan'],
      request: { params: idParams },
      responses: {
        200: json(z.object({ id: z.string() }), 'Deleted (soft)'),
        ...errors(401, 403, 404),
      },
    }),
    (c) => {
      const { id } = c.req.valid('param');
      deps.plansService.remove(id);
      return c.json({ id }, 200);
    },
  );

  return app;
}
