import { tutorCalls } from '@kalam/shared';
import { createRouter } from '../../http/router.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall } from '../../http/call.ts';
import { ANYONE } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

/** What these calls use of the composition: their own services, nothing more. */
export type TutorsRoutesDeps = Pick<AppDeps, 'tutorsDirectory'>;

export function tutorsRoutes(deps: TutorsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      ...fromCall(tutorCalls.directory, 'Listed tutors', 400),
      access: ANYONE,
      tags: ['User'],
      summary: 'The public tutors directory (anonymous allowed)',
    }),
    (c) => c.json(deps.tutorsDirectory.list(c.req.valid('query')), 200),
  );

  app.openapi(
    defineCall({
      ...fromCall(tutorCalls.profile, 'The profile', 404),
      access: ANYONE,
      tags: ['User'],
      summary: "A listed tutor's public profile",
    }),
    (c) => c.json(deps.tutorsDirectory.profile(c.req.valid('param').id), 200),
  );

  app.openapi(
    defineCall({
      ...fromCall(tutorCalls.busy, 'Booked ranges', 400, 404),
      access: ANYONE,
      tags: ['User'],
      summary: "A listed tutor's booked time in a range (at most 8 days), and their notice",
      description:
        'For the book-lesson dialog: the times it must not offer. Ranges only, never who booked.',
    }),
    (c) => c.json(deps.tutorsDirectory.busy(c.req.valid('param').id, c.req.valid('query')), 200),
  );

  return app;
}
