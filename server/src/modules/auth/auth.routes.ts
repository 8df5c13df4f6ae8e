import { authCalls } from '@kalam/shared';
import { clientIp } from '../../http/rate-limit.ts';
import { createRouter } from '../../http/router.ts';
import { toUserDto } from '../users/index.ts';
import { fromCall } from '../../http/from-call.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ANYONE, SIGNED_IN } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

/** What these calls use of the composition: their own services, nothing more. */
export type AuthRoutesDeps = Pick<
  AppDeps,
  'authService' | 'config' | 'invitesService' | 'limiter' | 'tokens' | 'usersService'
>;

export function authRoutes(deps: AuthRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      ...fromCall(authCalls.password, 'A token and the user', 400, 401, 429),
      access: ANYONE,
      tags: ['Auth'],
      summary: 'Log in with e-mail and password',
    }),
    async (c) => {
      const { authService, tokens, limiter } = deps;
      const { email, password } = c.req.valid('json');
      limiter.hit(`login-ip:${clientIp(c)}`, 30, 60_000);
      limiter.hit(`login-email:${email}`, 10, 15 * 60_000);
      const user = await authService.withPassword(email, password);
      return c.json({ token: await tokens.issue(user), user: toUserDto(user, true) }, 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(authCalls.google, 'A token and the user', 400, 401, 404, 409, 429, 503),
      access: ANYONE,
      tags: ['Auth'],
      summary: 'Log in or sign up with a Google ID token',
    }),
    async (c) => {
      const { authService, invitesService, tokens, limiter } = deps;
      limiter.hit(`login-ip:${clientIp(c)}`, 30, 60_000);
      const { idToken, role, invite: code } = c.req.valid('json');
      // An invite's code gives a new account the invited role, staff included (decision 238).
      const invite =
        code === undefined
          ? undefined
          : {
              open: (email: string) => invitesService.openByCode(code, email),
              accepted: (id: string, userId: string) => invitesService.accepted(id, userId),
            };
      const user = await authService.withGoogle(idToken, role, invite);
      return c.json({ token: await tokens.issue(user), user: toUserDto(user, true) }, 200);
    },
  );

  app.openapi(
    defineCall({
      ...fromCall(authCalls.googleConfig, 'The Google client id, or null'),
      access: ANYONE,
      tags: ['Auth'],
      summary: 'The public Google client id for the sign-in button (null when Google is off)',
    }),
    (c) => c.json({ clientId: deps.config.google.clientId ?? null }, 200),
  );

  app.openapi(
    defineCall({
      ...fromCall(authCalls.refresh, 'A new token', 401),
      access: SIGNED_IN,
      tags: ['Auth'],
      summary: 'A fresh token for a valid one',
    }),
    async (c) => {
      const caller = callerOf(c);
      const { tokens, usersService } = deps;
      const user = usersService.get(caller.id);
      return c.json({ token: await tokens.issue(user), user: toUserDto(user, true) }, 200);
    },
  );

  return app;
}
