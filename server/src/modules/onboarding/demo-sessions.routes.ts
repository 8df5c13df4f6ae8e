import {
  callSlotsDtoSchema,
  callSlotsQuerySchema,
  createDemoSessionBodySchema,
  demoSessionDtoSchema,
  demoSessionListQuerySchema,
  listOf,
  updateDemoSessionBodySchema,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { ONBOARDING_ACCESS } from './onboarding.access.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import type { AppDeps } from '../../deps.ts';

/** Spec §7 Demo session. */

/** What these calls use of the composition: their own services, nothing more. */
export type DemoSessionsRoutesDeps = Pick<AppDeps, 'demoSessionsService'>;

export function demoSessionsRoutes(deps: DemoSessionsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['POST /demo-session'],
      method: 'post',
      path: '/demo-session',
      tags: ['Demo session'],
      summary:
        'A tutor manager books a 30-minute demo session for a tutor who passed the interview',
      request: jsonBody(createDemoSessionBodySchema),
      responses: {
        201: json(demoSessionDtoSchema, 'The demo session'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.demoSessionsService.create(caller, c.req.valid('json')), 201);
    },
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['PATCH /demo-session'],
      audit: { entity: 'demo-session', id: (i) => i.json()?.id as string | undefined },
      method: 'patch',
      path: '/demo-session',
      tags: ['Demo session'],
      summary: 'Cancel (tutor, tutor manager, admin) or decide (tutor manager) a demo session',
      request: jsonBody(updateDemoSessionBodySchema),
      responses: {
        200: json(demoSessionDtoSchema, 'The demo session'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.demoSessionsService.update(caller, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['GET /demo-session/list'],
      method: 'get',
      path: '/demo-session/list',
      tags: ['Demo session'],
      summary: 'Demo sessions, newest first: a tutor’s or tutor manager’s own, or all (admins)',
      request: { query: demoSessionListQuerySchema },
      responses: {
        200: json(listOf(demoSessionDtoSchema), 'A page of demo sessions'),
        ...errors(400, 401, 403),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.demoSessionsService.list(caller, c.req.valid('query')), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['GET /demo-session/slots'],
      method: 'get',
      path: '/demo-session/slots',
      tags: ['Demo session'],
      summary: "Free 30-minute demo times from tutor managers' weekly hours (a tutor who passed)",
      request: { query: callSlotsQuerySchema },
      responses: { 200: json(callSlotsDtoSchema, 'Free starts'), ...errors(400, 401, 403, 409) },
    }),
    (c) => {
      const { from, to } = c.req.valid('query');
      return c.json(deps.demoSessionsService.slots(callerOf(c), from, to), 200);
    },
  );

  return app;
}
