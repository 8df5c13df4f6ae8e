import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  idSchema,
  inviteBodySchema,
  inviteDtoSchema,
  inviteUpdateBodySchema,
  listOf,
  offersListQuerySchema,
} from '@kalam/shared';
import { requireAdmin } from '../../http/auth.ts';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { bearer, createRouter } from '../../http/router.ts';
import { toInviteDto } from './invites.dto.ts';

const idParams = z.object({ id: idSchema });

export function invitesRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/invite',
      tags: ['Invite'],
      security: bearer,
      summary: 'Invite a person by e-mail to join with a role (admins)',
      request: jsonBody(inviteBodySchema),
      responses: { 201: json(inviteDtoSchema, 'The invite'), ...errors(400, 401, 403, 409) },
    }),
    async (c) => {
      const caller = requireAdmin(c);
      const { invitesService } = c.get('deps');
      const row = await invitesService.create(caller, c.req.valid('json'));
      return c.json(toInviteDto(row, invitesService.state(row)), 201);
    },
  );

  // Before /invite/{id}, so "list" is never read as an id.
  app.openapi(
    createRoute({
      method: 'get',
      path: '/invite/list',
      tags: ['Invite'],
      security: bearer,
      request: { query: offersListQuerySchema },
      responses: { 200: json(listOf(inviteDtoSchema), 'Invites'), ...errors(400, 401, 403) },
    }),
    (c) => {
      requireAdmin(c);
      const { invitesService } = c.get('deps');
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
    createRoute({
      method: 'get',
      path: '/invite/{id}',
      tags: ['Invite'],
      security: bearer,
      request: { params: idParams },
      responses: { 200: json(inviteDtoSchema, 'An invite'), ...errors(401, 403, 404) },
    }),
    (c) => {
      requireAdmin(c);
      const { invitesService } = c.get('deps');
      const row = invitesService.get(c.req.valid('param').id);
      return c.json(toInviteDto(row, invitesService.state(row)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/invite/{id}',
      tags: ['Invite'],
      security: bearer,
      request: { params: idParams, ...jsonBody(inviteUpdateBodySchema) },
      responses: {
        200: json(inviteDtoSchema, 'The updated invite'),
        ...errors(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const caller = requireAdmin(c);
      const { invitesService } = c.get('deps');
      const row = await invitesService.update(caller, c.req.valid('param').id, c.req.valid('json'));
      return c.json(toInviteDto(row, invitesService.state(row)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/invite/{id}',
      tags: ['Invite'],
      security: bearer,
      request: { params: idParams },
      responses: {
        200: json(z.object({ id: z.string() }), 'Withdrawn (soft delete)'),
        ...errors(401, 403, 404),
      },
    }),
    (c) => {
      const caller = requireAdmin(c);
      const { id } = c.req.valid('param');
      c.get('deps').invitesService.remove(caller, id);
      return c.json({ id }, 200);
    },
  );

  return app;
}
