import { z } from 'zod';
import {
  idSchema,
  inviteBodySchema,
  inviteDtoSchema,
  inviteUpdateBodySchema,
  listOf,
  offersListQuerySchema,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { toInviteDto } from './invites.dto.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ADMINS_ONLY } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const idParams = z.object({ id: idSchema });

/** What these calls use of the composition: their own services, nothing more. */
export type InvitesRoutesDeps = Pick<AppDeps, 'invitesService'>;

export function invitesRoutes(deps: InvitesRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'invite', read: (id) => deps.invitesService.get(id) },
      method: 'post',
      path: '/invite',
      tags: ['Invite'],
      summary: 'Invite a person by e-mail to join with a role (admins)',
      request: jsonBody(inviteBodySchema),
      responses: { 201: json(inviteDtoSchema, 'The invite'), ...errors(400, 401, 403, 409) },
    }),
    async (c) => {
      const caller = callerOf(c);
      const { invitesService } = deps;
      const row = await invitesService.create(caller, c.req.valid('json'));
      return c.json(toInviteDto(row, invitesService.state(row)), 201);
    },
  );

  // Before /invite/{id}, so "list" is never read as an id.
  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/invite/list',
      tags: ['Invite'],
      request: { query: offersListQuerySchema },
      responses: { 200: json(listOf(inviteDtoSchema), 'Invites'), ...errors(400, 401, 403) },
    }),
    (c) => {
      const { invitesService } = deps;
      const { search, page, size } = c.req.valid('query');
      const result = invitesService.list(search, page, size);
      return c.json(
        {
          list: result.list.map((r) => toInviteDto(r, invitesService.state(r))),
          total: result.total,
        },
        200,
      );
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/invite/{id}',
      tags: ['Invite'],
      request: { params: idParams },
      responses: { 200: json(inviteDtoSchema, 'An invite'), ...errors(401, 403, 404) },
    }),
    (c) => {
      const { invitesService } = deps;
      const row = invitesService.get(c.req.valid('param').id);
      return c.json(toInviteDto(row, invitesService.state(row)), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: {
        entity: 'invite',
        id: (i) => i.param('id'),
        read: (id) => deps.invitesService.get(id),
      },
      method: 'put',
      path: '/invite/{id}',
      tags: ['Invite'],
      request: { params: idParams, ...jsonBody(inviteUpdateBodySchema) },
      responses: {
        200: json(inviteDtoSchema, 'The updated invite'),
        ...errors(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      const { invitesService } = deps;
      const row = await invitesService.update(caller, c.req.valid('param').id, c.req.valid('json'));
      return c.json(toInviteDto(row, invitesService.state(row)), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: {
        entity: 'invite',
        id: (i) => i.param('id'),
        read: (id) => deps.invitesService.get(id),
      },
      method: 'delete',
      path: '/invite/{id}',
      tags: ['Invite'],
      request: { params: idParams },
      responses: {
        200: json(z.object({ id: z.string() }), 'Withdrawn (soft delete)'),
        ...errors(401, 403, 404, 409),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      const { id } = c.req.valid('param');
      deps.invitesService.remove(caller, id);
      return c.json({ id }, 200);
    },
  );

  return app;
}
