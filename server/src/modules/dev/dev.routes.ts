import { z } from 'zod';
import { AppError, normalisePhone } from '@kalam/shared';
import { json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { defineCall } from '../../http/call.ts';
import { ANYONE } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const outboxItem = z.object({
  id: z.string(),
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** Development helpers, answering only on the `local` target. */

/** What these calls use of the composition: their own services, nothing more. */
export type DevRoutesDeps = Pick<AppDeps, 'config' | 'outbox'>;

export function devRoutes(deps: DevRoutesDeps) {
  const app = createRouter();
  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/dev/outbox',
      tags: ['Development'],
      summary: 'Messages the local outbox kept for one recipient, newest first (local target only)',
      request: { query: z.object({ to: z.string().min(1, 'required') }) },
      responses: {
        200: json(z.object({ list: z.array(outboxItem), total: z.number() }), 'Messages'),
      },
    }),
    (c) => {
      const { config, outbox } = deps;
      if (config.target !== 'local' || !outbox) throw new AppError('not-found');
      const { to } = c.req.valid('query');
      // A '+' in a query string arrives as a space when the caller did not encode it.
      const raw = to.replace(/^ /, '+').trim();
      const recipient = raw.includes('@') ? raw.toLowerCase() : (normalisePhone(raw) ?? raw);
      const list = outbox.list(recipient).map((m) => ({
        id: m.id,
        channel: m.channel,
        to: m.recipient,
        subject: m.subject,
        body: m.body,
        createdAt: new Date(m.createdAt).toISOString(),
      }));
      return c.json({ list, total: list.length }, 200);
    },
  );
  return app;
}
