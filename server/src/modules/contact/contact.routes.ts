import { AppError, contactRequestBodySchema, contactRequestDtoSchema } from '@kalam/shared';
import { contactRequests } from '../../db/schema/index.ts';
import { newId } from '../../kernel/ids.ts';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { clientIp } from '../../http/rate-limit.ts';
import { createRouter } from '../../http/router.ts';
import { defineCall } from '../../http/call.ts';
import { ANYONE } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

/**
 * POST /contact-request/: anyone may write to the team. Anonymous senders give a name and an
 * e-mail; signed-in ones are known by their account. Throttled per address and per account.
 */

/** What these calls use of the composition: their own services, nothing more. */
export type ContactRoutesDeps = Pick<AppDeps, 'clock' | 'db' | 'limiter' | 'usersService'>;

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
      const { db, clock, limiter, usersService } = deps;
      const body = c.req.valid('json');
      const caller = c.get('caller');
      limiter.hit(`contact-ip:${clientIp(c)}`, 5, 60 * 60_000);
      if (caller) limiter.hit(`contact-user:${caller.id}`, 5, 60 * 60_000);
      const account = caller ? usersService.get(caller.id) : null;
      const name = account?.name ?? body.name;
      const email = account?.email ?? body.email;
      if (!name || !email)
        throw new AppError(
          'required',
          [
            !name && { path: 'name', code: 'required' },
            !email && { path: 'email', code: 'required' },
          ].filter(Boolean),
        );
      const row = {
        id: newId(),
        userId: account?.id ?? null,
        name,
        email,
        title: body.title,
        message: body.message,
        createdAt: clock.now(),
      };
      db.insert(contactRequests).values(row).run();
      return c.json({ id: row.id, createdAt: new Date(row.createdAt).toISOString() }, 201);
    },
  );
  return app;
}
