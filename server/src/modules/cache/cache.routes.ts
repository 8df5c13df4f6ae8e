import { z } from 'zod';
import { errors, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { defineCall } from '../../http/call.ts';
import { ADMINS_ONLY } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

/** What these calls use of the composition: their own services, nothing more. */
export type CacheRoutesDeps = Pick<AppDeps, 'bus' | 'tutorsCache'>;

export function cacheRoutes(deps: CacheRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
      audit: { entity: 'cache' },
      method: 'delete',
      path: '/cache/flush',
      tags: ['Cache'],
      summary: 'Empty the server caches (the tutors directory)',
      responses: {
        200: json(z.object({ flushed: z.array(z.string()) }), 'What was emptied'),
        ...errors(401, 403),
      },
    }),
    (c) => {
      const { tutorsCache, bus } = deps;
      tutorsCache.invalidate();
      // Clients holding a tutors list refetch it.
      bus.publish('tutors-cache-updated', { tutorIds: [] });
      return c.json({ flushed: ['tutors'] }, 200);
    },
  );

  return app;
}
