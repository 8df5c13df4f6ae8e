import { z } from 'zod';
import { errors, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { defineCall } from '../../http/call.ts';
import { ADMINS_ONLY } from '../../kernel/access.ts';

export function cacheRoutes() {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ADMINS_ONLY,
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
      const { tutorsCache, bus } = c.get('deps');
      tutorsCache.invalidate();
      // Clients holding a tutors list refetch it.
      bus.publish('tutors-cache-updated', { tutorIds: [] });
      return c.json({ flushed: ['tutors'] }, 200);
    },
  );

  return app;
}
