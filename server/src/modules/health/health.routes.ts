import { z } from 'zod';
import { json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { defineCall } from '../../http/call.ts';
import { ANYONE } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const partSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** A fixed word (`unreachable`, `send-failed`, `not-configured`…); the error is in the log. */
  reason: z.string().optional(),
  since: z.string().optional(),
});
/**
 * API.md's `{ status, version, db }`, plus what is degraded part by part (decision 166).
 * 503 only when the database is down: the server cannot answer anything useful then; a
 * degraded mail, storage or payment gateway answers 200 with `status: "degraded"`.
 */
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  db: z.enum(['ok', 'error']),
  checks: z.object({
    database: partSchema,
    storage: partSchema,
    mail: partSchema,
    payments: partSchema,
  }),
});
const timeSchema = z.object({ now: z.string(), epochMs: z.number().int() });

/** What the health calls use: the database handle and the clock. */
export type HealthRoutesDeps = Pick<AppDeps, 'sqlite' | 'clock' | 'health' | 'log'>;

export function healthRoutes(version: string, deps: HealthRoutesDeps) {
  const app = createRouter();
  // Prepared once per connection: health is polled often, and is the benches' floor of the
  // HTTP stack; asking deps each time follows a connection swapped under it.
  let prepared: { on: unknown; ping: { get(): unknown } } | null = null;
  const ping = () => {
    if (prepared?.on !== deps.sqlite)
      prepared = { on: deps.sqlite, ping: deps.sqlite.prepare('select 1') };
    return prepared.ping.get();
  };
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
        ping();
      } catch (error) {
        db = 'error';
        deps.log.error('health: database unreachable', { error: String(error) });
      }
      const checks = {
        database:
          db === 'ok'
            ? { status: 'ok' as const }
            : { status: 'degraded' as const, reason: 'unreachable' },
        storage: deps.health.state('storage'),
        mail: deps.health.state('mail'),
        payments: deps.health.state('payments'),
      };
      const status = Object.values(checks).every((p) => p.status === 'ok') ? 'ok' : 'degraded';
      return db === 'ok'
        ? c.json({ status, version, db, checks } as const, 200)
        : c.json({ status: 'degraded' as const, version, db, checks }, 503);
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
