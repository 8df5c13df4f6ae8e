import { z } from 'zod';
import { sessionDtoSchema, sessionTokenDtoSchema } from '@kalam/shared';
import { errors, json } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { SIGNED_IN } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

const sessionIdParam = z.string().min(1, 'required').max(100, 'invalid-type');

/** Spec §7 Session. `token` is declared first so it is not read as a session id. */

/** What these calls use of the composition: their own services, nothing more. */
export type SessionsRoutesDeps = Pick<AppDeps, 'sessionsService'>;

export function sessionsRoutes(deps: SessionsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: SIGNED_IN,
      method: 'get',
      path: '/session/token',
      tags: ['Session'],
      summary: 'A short-lived token admitting the caller to one session’s video, with ICE servers',
      request: { query: z.object({ sessionId: sessionIdParam }) },
      responses: {
        200: json(sessionTokenDtoSchema, 'The token'),
        ...errors(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      return c.json(await deps.sessionsService.token(caller, c.req.valid('query').sessionId), 200);
    },
  );

  app.openapi(
    defineCall({
      access: SIGNED_IN,
      method: 'get',
      path: '/session/{id}',
      tags: ['Session'],
      summary: 'A session (lesson:<id>) with its members’ online and joined state (members only)',
      request: { params: z.object({ id: sessionIdParam }) },
      responses: { 200: json(sessionDtoSchema, 'The session'), ...errors(401, 403, 404) },
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.sessionsService.get(caller, c.req.valid('param').id), 200);
    },
  );

  return app;
}
