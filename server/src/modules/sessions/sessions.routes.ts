import { sessionCalls } from '@kalam/shared';
import { createRouter } from '../../http/router.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { SIGNED_IN } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

/** Spec §7 Session. `token` is declared first so it is not read as a session id. */

/** What these calls use of the composition: their own services, nothing more. */
export type SessionsRoutesDeps = Pick<AppDeps, 'sessionsService'>;

export function sessionsRoutes(deps: SessionsRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      ...fromCall(sessionCalls.token, 'The token', 400, 401, 403, 404, 409),
      access: SIGNED_IN,
      tags: ['Session'],
      summary: 'A short-lived token admitting the caller to one session’s video, with ICE servers',
    }),
    async (c) => {
      const caller = callerOf(c);
      return c.json(await deps.sessionsService.token(caller, c.req.valid('query').sessionId), 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(sessionCalls.one, 'The session', 401, 403, 404),
      access: SIGNED_IN,
      tags: ['Session'],
      summary: 'A session (lesson:<id>) with its members’ online and joined state (members only)',
    }),
    (c) => {
      const caller = callerOf(c);
      return c.json(deps.sessionsService.get(caller, c.req.valid('param').id), 200);
    },
  );

  return app;
}
