import { z } from 'zod';
import {
  AppError,
  grantSubscriptionBodySchema,
  idSchema,
  listOf,
  pagingQuerySchema,
  subscriptionDtoSchema,
  userSubscriptionDtoSchema,
  statsCalls,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { toSubscriptionDto, toUserSubscriptionDto } from './subscriptions.dto.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ADMINS, ADMINS_ONLY, SIGNED_IN } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const cancelBodySchema = z.object({ id: idSchema.optional() }).strict();

/** What these calls use of the composition: their own services, nothing more. */
export type SubscriptionsRoutesDeps = Pick<AppDeps, 'subscriptionsService' | 'users'>;

export function subscriptionsRoutes(deps: SubscriptionsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: SIGNED_IN,
      method: 'get',
      path: '/sub/user',
      tags: ['Subscription'],
      summary: "The caller's active subscription, minutes left this week and the next renewal",
      responses: {
        200: json(userSubscriptionDtoSchema, 'Active subscription'),
        ...errors(401, 404),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(toUserSubscriptionDto(deps.subscriptionsService.mine(caller.id)), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(statsCalls.currentPlan, 'The running plan, or null', 401),
      access: SIGNED_IN,
      tags: ['Subscription'],
      summary: "The caller's active subscription or null, and when what is paid for ends",
    }),
    (c) => {
      const caller = callerOf(c);
      const { subscriptionsService } = deps;
      const current = subscriptionsService.current(caller.id);
      const paidThrough = subscriptionsService.paidThrough(caller.id);
      return c.json(
        {
          subscription: current ? toUserSubscriptionDto(current) : null,
          paidThrough: paidThrough === null ? null : new Date(paidThrough).toISOString(),
          freeCancellationMinutes: subscriptionsService.freeCancellationMinutes(),
        },
        200,
      );
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/sub/list',
      tags: ['Subscription'],
      summary: 'Every subscription (admin)',
      request: { query: pagingQuerySchema.extend({ userId: idSchema.optional() }) },
      responses: { 200: json(listOf(subscriptionDtoSchema), 'A page'), ...errors(400, 401, 403) },
    }),
    (c) => {
      const { page, size, userId } = c.req.valid('query');
      const { rows, total } = deps.subscriptionsService.list(page, size, userId);
      return c.json({ list: rows.map(toSubscriptionDto), total }, 200);
    },
  );

  app.openapi(
    defineCall({
      access: { roles: ['Student', ...ADMINS], also: 'its owner or an admin' },
      audit: { entity: 'subscription' },
      method: 'patch',
      path: '/sub/cancel',
      tags: ['Subscription'],
      summary: "Cancel the caller's subscription (admins may name one by id)",
      request: {
        body: { content: { 'application/json': { schema: cancelBodySchema } }, required: false },
      },
      responses: {
        200: json(subscriptionDtoSchema, 'Cancelled'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      // The body is optional: validated when sent, {} when not.
      const body = (c.req.valid('json') as { id?: string } | undefined) ?? {};
      const row = deps.subscriptionsService.cancel(caller, body.id);
      return c.json(toSubscriptionDto(row), 200);
    },
  );

  app.openapi(
    defineCall({
      access: { roles: ['Student', ...ADMINS], also: 'its owner or an admin' },
      method: 'get',
      path: '/sub/{id}',
      tags: ['Subscription'],
      request: { params: z.object({ id: idSchema }) },
      responses: { 200: json(subscriptionDtoSchema, 'A subscription'), ...errors(401, 403, 404) },
    }),
    (c) => {
      const caller = callerOf(c);
      const row = deps.subscriptionsService.get(caller, c.req.valid('param').id);
      return c.json(toSubscriptionDto(row), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'subscription' },
      method: 'post',
      path: '/sub',
      tags: ['Subscription'],
      summary: 'Grant a plan to a user (admin)',
      request: jsonBody(grantSubscriptionBodySchema),
      responses: { 201: json(subscriptionDtoSchema, 'Granted'), ...errors(400, 401, 403, 404) },
    }),
    (c) => {
      const { users, subscriptionsService } = deps;
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
