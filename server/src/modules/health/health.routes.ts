import { z } from 'zod';
import { json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { defineCall } from '../../http/call.ts';
import { ANYONE } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  db: z.enum(['ok', 'error']),
});
const timeSchema = z.object({ now: z.string(), epochMs: z.number().int() });

/** What the health calls use: the database handle and the clock. */
export type HealthRoutesDeps = Pick<AppDeps, 'sqlite' | 'clock'>;

export function healthRoutes(version: string, deps: HealthRoutesDeps) {
  const app = createRouter();
  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/health',
      tags: ['System'],
      responses: { 200: json(healthSchema, 'Up'), 503: json(healthSchema, 'Database down') },
    }),
    (c) => {
      let db: 'ok' | 'error' = 'ok';
      try {
        deps.sqlite.prepare('select 1').get();
      } catch {
        db = 'error';
      }
      return db === 'ok'
        ? c.json({ status: 'ok' as const, version, db }, 200)
        : c.json({ status: 'degraded' as const, version, db }, 503);
    },
  );
  // Clients compare this with their own clock to warn about a wrong device time (spec §5).
  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/time',
      tags: ['System'],
      responses: { 200: json(timeSchema, 'Server time') },
    }),
    (c) => {
      const now = deps.clock.now();
      return c.json({ now: new Date(now).toISOString(), epochMs: now }, 200);
    },
  );
  return app;
}
