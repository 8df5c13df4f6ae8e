import { z } from 'zod';
import {
  idSchema,
  listOf,
  tutorBusyDtoSchema,
  tutorBusyQuerySchema,
  tutorCardDtoSchema,
  tutorDirectoryQuerySchema,
  tutorProfileDtoSchema,
} from '@kalam/shared';
import { errors, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { defineCall } from '../../http/call.ts';
import { ANYONE } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

/** What these calls use of the composition: their own services, nothing more. */
export type TutorsRoutesDeps = Pick<AppDeps, 'tutorsDirectory'>;

export function tutorsRoutes(deps: TutorsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/user/tutor/list/onboarded',
      tags: ['User'],
      summary: 'The public tutors directory (anonymous allowed)',
      request: { query: tutorDirectoryQuerySchema },
      responses: { 200: json(listOf(tutorCardDtoSchema), 'Listed tutors'), ...errors(400) },
    }),
    (c) => c.json(deps.tutorsDirectory.list(c.req.valid('query')), 200),
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/user/tutor/info/{id}',
      tags: ['User'],
      summary: "A listed tutor's public profile",
      request: { params: z.object({ id: idSchema }) },
      responses: { 200: json(tutorProfileDtoSchema, 'The profile'), ...errors(404) },
    }),
    (c) => c.json(deps.tutorsDirectory.profile(c.req.valid('param').id), 200),
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/user/tutor/{id}/busy',
      tags: ['User'],
      summary: "A listed tutor's booked time in a range (at most 8 days), and their notice",
      description:
        'For the book-lesson dialog: the times it must not offer. Ranges only, never who booked.',
      request: { params: z.object({ id: idSchema }), query: tutorBusyQuerySchema },
      responses: { 200: json(tutorBusyDtoSchema, 'Booked ranges'), ...errors(400, 404) },
    }),
    (c) => c.json(deps.tutorsDirectory.busy(c.req.valid('param').id, c.req.valid('query')), 200),
  );

  return app;
}
