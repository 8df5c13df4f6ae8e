import { z } from 'zod';
import {
  couponBodySchema,
  couponDtoSchema,
  couponUpdateBodySchema,
  idSchema,
  listOf,
  offersListQuerySchema,
  planCalls,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { toCouponDto } from './coupons.dto.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ADMINS_ONLY, SIGNED_IN } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const idParams = z.object({ id: idSchema });

/** What these calls use of the composition: their own services, nothing more. */
export type CouponsRoutesDeps = Pick<AppDeps, 'clock' | 'couponsService'>;

export function couponsRoutes(deps: CouponsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'coupon', read: (id) => deps.couponsService.get(id) },
      method: 'post',
      path: '/coupon',
      tags: ['Coupon'],
      request: jsonBody(couponBodySchema),
      responses: { 201: json(couponDtoSchema, 'The new coupon'), ...errors(400, 401, 403, 409) },
    }),
    (c) => {
      const caller = callerOf(c);
      const { couponsService, clock } = deps;
      const row = couponsService.create(caller, c.req.valid('json'));
      return c.json(toCouponDto(row, clock.now()), 201);
    },
  );

  // Before /coupon/{id}, so "list" is never read as an id.
  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/coupon/list',
      tags: ['Coupon'],
      request: { query: offersListQuerySchema },
      responses: { 200: json(listOf(couponDtoSchema), 'Coupons'), ...errors(400, 401, 403) },
    }),
    (c) => {
      const { couponsService, clock } = deps;
      const { search, page, size } = c.req.valid('query');
      const result = couponsService.list(search, page, size);
      const now = clock.now();
      return c.json(
        { list: result.list.map((r) => toCouponDto(r, now)), total: result.total },
        200,
      );
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(planCalls.coupon, 'A valid coupon', 400, 401, 404, 409),
      access: SIGNED_IN,
      tags: ['Coupon'],
      summary: 'Check a coupon code before paying (signed-in users)',
    }),
    (c) => {
      const { couponsService, clock } = deps;
      const row = couponsService.check(c.req.valid('param').code);
      return c.json(toCouponDto(row, clock.now()), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      method: 'get',
      path: '/coupon/{id}',
      tags: ['Coupon'],
      request: { params: idParams },
      responses: { 200: json(couponDtoSchema, 'A coupon'), ...errors(401, 403, 404) },
    }),
    (c) => {
      const { couponsService, clock } = deps;
      return c.json(toCouponDto(couponsService.get(c.req.valid('param').id), clock.now()), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: {
        entity: 'coupon',
        id: (i) => i.param('id'),
        read: (id) => deps.couponsService.get(id),
      },
      method: 'put',
      path: '/coupon/{id}',
      tags: ['Coupon'],
      request: { params: idParams, ...jsonBody(couponUpdateBodySchema) },
      responses: {
        200: json(couponDtoSchema, 'The updated coupon'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => {
      const { couponsService, clock } = deps;
      const row = couponsService.update(c.req.valid('param').id, c.req.valid('json'));
      return c.json(toCouponDto(row, clock.now()), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: {
        entity: 'coupon',
        id: (i) => i.param('id'),
        read: (id) => deps.couponsService.get(id),
      },
      method: 'delete',
      path: '/coupon/{id}',
      tags: ['Coupon'],
      request: { params: idParams },
      responses: {
        200: json(z.object({ id: z.string() }), 'Deleted (soft)'),
        ...errors(401, 403, 404),
      },
    }),
    (c) => {
      const { id } = c.req.valid('param');
      deps.couponsService.remove(id);
      return c.json({ id }, 200);
    },
  );

  return app;
}
