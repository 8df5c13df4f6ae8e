import { contactRequestBodySchema, contactRequestDtoSchema } from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { clientIp } from '../../http/rate-limit.ts';
import { createRouter } from '../../http/router.ts';
import { defineCall } from '../../http/call.ts';
import { ANYONE } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

/**
 * POST /contact-request/: anyone may write to the team (the rules: contact.service.ts).
 * Throttled per address and per account.
 */

/** What these calls use of the composition: their own services, nothing more. */
export type ContactRoutesDeps = Pick<AppDeps, 'contactService' | 'limiter'>;

export function contactRoutes(deps: ContactRoutesDeps) {
  const app = createRouter();
  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'post',
      path: '/contact-request',
      tags: ['Contact'],
      summary: 'Send a message to the team (anonymous allowed)',
      request: jsonBody(contactRequestBodySchema),
      responses: { 201: json(contactRequestDtoSchema, 'Received'), ...errors(400, 429) },
    }),
    (c) => {
      const caller = c.get('caller');
      deps.limiter.hit(`contact-ip:${clientIp(c)}`, 5, 60 * 60_000);
      if (caller) deps.limiter.hit(`contact-user:${caller.id}`, 5, 60 * 60_000);
      const row = deps.contactService.send(caller, c.req.valid('json'));
      return c.json({ id: row.id, createdAt: new Date(row.createdAt).toISOString() }, 201);
    },
  );
  return app;
}
