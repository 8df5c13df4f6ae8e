import {
  bookInterviewBodySchema,
  interviewDtoSchema,
  interviewListQuerySchema,
  interviewSelectQuerySchema,
  callSlotsDtoSchema,
  callSlotsQuerySchema,
  listOf,
  onboardingMemberDtoSchema,
  updateInterviewBodySchema,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { ONBOARDING_ACCESS } from './onboarding.access.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import type { AppDeps } from '../../deps.ts';

/** Spec §7 Interview. */

/** What these calls use of the composition: their own services, nothing more. */
export type InterviewsRoutesDeps = Pick<AppDeps, 'interviewsService'>;

export function interviewsRoutes(deps: InterviewsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['POST /interview'],
      method: 'post',
      path: '/interview',
      tags: ['Interview'],
      summary: 'A tutor applicant books a 30-minute interview with an active tutor manager',
      request: jsonBody(bookInterviewBodySchema),
      responses: {
        201: json(interviewDtoSchema, 'The booked interview'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.interviewsService.book(caller, c.req.valid('json')), 201);
    },
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['PATCH /interview'],
      audit: { entity: 'interview', id: (i) => i.json()?.id as string | undefined },
      method: 'patch',
      path: '/interview',
      tags: ['Interview'],
      summary:
        'Cancel, decide (Passed or Rejected with feedback and level) or correct an interview',
      request: jsonBody(updateInterviewBodySchema),
      responses: {
        200: json(interviewDtoSchema, 'The interview'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.interviewsService.update(caller, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['GET /interview/list'],
      method: 'get',
      path: '/interview/list',
      tags: ['Interview'],
      summary: 'Interviews, newest first: a tutor’s own, a tutor manager’s own, or all (admins)',
      request: { query: interviewListQuerySchema },
      responses: {
        200: json(listOf(interviewDtoSchema), 'A page of interviews'),
        ...errors(400, 401, 403),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.interviewsService.list(caller, c.req.valid('query')), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['GET /interview/select'],
      method: 'get',
      path: '/interview/select',
      tags: ['Interview'],
      summary: 'The tutor manager an applicant should book with (free at ?start= when given)',
      request: { query: interviewSelectQuerySchema },
      responses: {
        200: json(onboardingMemberDtoSchema, 'The tutor manager'),
        ...errors(400, 401, 403, 409),
      },
    }),
    (c) => {
      const caller = callerOf(c);
      const { start } = c.req.valid('query');
      return c.json(deps.interviewsService.select(caller, start), 200);
    },
  );

  app.openapi(
    defineCall({
      access: ONBOARDING_ACCESS['GET /interview/slots'],
      method: 'get',
      path: '/interview/slots',
      tags: ['Interview'],
      summary: "Free 30-minute call times from tutor managers' weekly hours (applicants)",
      request: { query: callSlotsQuerySchema },
      responses: { 200: json(callSlotsDtoSchema, 'Free starts'), ...errors(400, 401, 403, 409) },
    }),
    (c) => {
      const { from, to } = c.req.valid('query');
      const caller = callerOf(c);
      return c.json(deps.interviewsService.slots(caller, from, to), 200);
    },
  );

  return app;
}
