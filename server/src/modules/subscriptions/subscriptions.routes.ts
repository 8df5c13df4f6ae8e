import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AppError,
  currentSubscriptionDtoSchema,
  grantSubscriptionBodySchema,
  idSchema,
  listOf,
  pagingQuerySchema,
  subscriptionDtoSchema,
  userSubscriptionDtoSchema,
} from '@kalam/shared';
import { requireAdmin, requireCaller } from '../../http/auth.ts';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { bearer, createRouter } from '../../http/router.ts';
import { toSubscriptionDto, toUserSubscriptionDto } from './subscriptions.dto.ts';

const cancelBodySchema = z.object({ id: idSchema.optional() }).strict();

export function subscriptionsRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/sub/user',
      tags: ['Subscription'],
      summary: "The caller's active subscription, minutes left this week and the next renewal",
      security: bearer,
      responses: {
        200: json(userSubscriptionDtoSchema, 'Active subscription'),
        ...errors(401, 404),
      },
    }),
    (c) => {
      const caller = requireCaller(c);
      return c.json(toUserSubscriptionDto(c.get('deps').subscriptionsService.mine(caller.id)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/sub/current',
      tags: ['Subscription'],
      summary: "The caller's active subscription or null, and when what is paid for ends",
      security: bearer,
      responses: {
        200: json(currentSubscriptionDtoSchema, 'The running plan, or null'),
        ...errors(401),
      },
    }),
    (c) => {
      const caller = requireCaller(c);
      const { subscriptionsService } = c.get('deps');
      const current = subscriptionsService.current(caller.id);
      const paidThrough = subscriptionsService.paidThrough(caller.id);
      return c.json(
        {
          subscription: current ? toUserSubscriptionDto(current) : null,
          paidThrough: paidThrough === null ? null : new Date(paidThrough).toISOString(),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/sub/list',
      tags: ['Subscription'],
      summary: 'Every subscription (admin)',
      security: bearer,
      request: { query: pagingQuerySchema.extend({ userId: idSchema.optional() }) },
      responses: { 200: json(listOf(subscriptionDtoSchema), 'A page'), ...errors(400, 401, 403) },
    }),
    (c) => {
      requireAdmin(c);
      const { page, size, userId } = c.req.valid('query');
      const { rows, total } = c.get('deps').subscriptionsService.list(page, size, userId);
      return c.json({ list: rows.map(toSubscriptionDto), total }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/sub/cancel',
      tags: ['Subscription'],
      summary: "Cancel the caller's subscription (admins may name one by id)",
      security: bearer,
      request: {
        body: { content: { 'application/json': { schema: cancelBodySchema } }, required: false },
      },
      responses: {
        200: json(subscriptionDtoSchema, 'Cancelled'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => {
      const caller = requireCaller(c);
      // The body is optional: validated when sent, {} when not.
      const body = (c.req.valid('json') as { id?: string } | undefined) ?? {};
      const row = c.get('deps').subscriptionsService.cancel(caller, body.id);
      return c.json(toSubscriptionDto(row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/sub/{id}',
      tags: ['Subscription'],
      security: bearer,
      request: { params: z.object({ id: idSchema }) },
      responses: { 200: json(subscriptionDtoSchema, 'A subscription'), ...errors(401, 403, 404) },
    }),
    (c) => {
      const caller = requireCaller(c);
      const row = c.get('deps').subscriptionsService.get(caller, c.req.valid('param').id);
      return c.json(toSubscriptionDto(row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/sub',
      tags: ['Subscription'],
      summary: 'Grant a plan to a user (admin)',
      security: bearer,
      request: jsonBody(grantSubscriptionBodySchema),
      responses: { 201: json(subscriptionDtoSchema, 'Granted'), ...errors(400, 401, 403, 404) },
    }),
    (c) => {
      requireAdmin(c);
      const { users, subscriptionsService } = c.get('deps');
      const body = c.req.valid('json');
      const user = users.byId(body.userId);
      if (!user || user.deleted) throw new AppError('user-not-found');
      if (user.role !== 'Student') throw new AppError('student-not-found');
      const row = subscriptionsService.grant({ ...body, source: 'admin' });
      return c.json(toSubscriptionDto(row), 201);
    },
  );

  return app;
}
