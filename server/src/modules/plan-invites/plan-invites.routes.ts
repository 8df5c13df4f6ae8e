import { z } from 'zod';
import {
  idSchema,
  listOf,
  planInviteBodySchema,
  planInviteDtoSchema,
  planInviteQuerySchema,
  planInviteUpdateBodySchema,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { toPlanInviteDto } from './plan-invites.dto.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ADMINS, ADMINS_ONLY } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

/** What these calls use of the composition: their own services, nothing more. */
export type PlanInvitesRoutesDeps = Pick<AppDeps, 'planInvitesService'>;

export function planInvitesRoutes(deps: PlanInvitesRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: { roles: ['Student', ...ADMINS], also: 'a student: their own' },
      method: 'get',
      path: '/plan-invite/list',
      tags: ['Plan invite'],
      summary: 'Plan invites (admins: all; a student: their own)',
      request: { query: planInviteQuerySchema },
      responses: {
        200: json(listOf(planInviteDtoSchema), 'Plan invites'),
        ...errors(400, 401, 403),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      const page = deps.planInvitesService.list(caller, c.req.valid('query'));
      return c.json({ list: page.list.map(toPlanInviteDto), total: page.total }, 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'plan-invite' },
      method: 'post',
      path: '/plan-invite',
      tags: ['Plan invite'],
      request: jsonBody(planInviteBodySchema),
      responses: {
        201: json(planInviteDtoSchema, 'The new plan invite'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      const invite = deps.planInvitesService.create(caller, c.req.valid('json'));
      return c.json(toPlanInviteDto(invite), 201);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'plan-invite', id: (i) => i.json()?.id as string | undefined },
      method: 'patch',
      path: '/plan-invite',
      tags: ['Plan invite'],
      request: jsonBody(planInviteUpdateBodySchema),
      responses: {
        200: json(planInviteDtoSchema, 'The updated plan invite'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => {
      const invite = deps.planInvitesService.update(c.req.valid('json'));
      return c.json(toPlanInviteDto(invite), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'plan-invite', id: (i) => i.param('id') },
      method: 'delete',
      path: '/plan-invite/{id}',
      tags: ['Plan invite'],
      request: { params: z.object({ id: idSchema }) },
      responses: {
        200: json(z.object({ id: z.string() }), 'Withdrawn'),
        ...errors(401, 403, 404),
      },
    }),
    (c) => {
      const { id } = c.req.valid('param');
      deps.planInvitesService.remove(id);
      return c.json({ id }, 200);
    },
  );

  return app;
}
