import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.ts';
import { errors, json } from '../../http/openapi.ts';
import { bearer, createRouter } from '../../http/router.ts';

export function cacheRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/cache/flush',
      tags: ['Cache'],
      security: bearer,
      summary: 'Empty the server caches (the tutors directory)',
      responses: {
        200: json(z.object({ flushed: z.array(z.string()) }), 'What was emptied'),
        ...errors(401, 403),
      },
    }),
    (c) => {
      requireAdmin(c);
      const { tutorsCache, bus } = c.get('deps');
      tutorsCache.invalidate();
      // Clients holding a tutors list refetch it.
      bus.publish('tutors-cache-updated', { tutorIds: [] });
      return c.json({ flushed: ['tutors'] }, 200);
    },
  );

  return app;
}
