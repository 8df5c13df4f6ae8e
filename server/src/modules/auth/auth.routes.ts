import {
  authResponseSchema,
  googleConfigSchema,
  googleLoginBodySchema,
  passwordLoginBodySchema,
} from '@kalam/shared';
import { errors, json, jsonBody } from '../../http/openapi.ts';
import { clientIp } from '../../http/rate-limit.ts';
import { createRouter } from '../../http/router.ts';
import { toUserDto } from '../users/index.ts';
import { defineCall, callerOf } from '../../http/call.ts';
import { ANYONE, SIGNED_IN } from '../../kernel/access.ts';
import type { AppDeps } from '../../deps.ts';

/** What these calls use of the composition: their own services, nothing more. */
export type AuthRoutesDeps = Pick<
  AppDeps,
  'authService' | 'config' | 'limiter' | 'tokens' | 'usersService'
>;

export function authRoutes(deps: AuthRoutesDeps) {
  const app = createRouter();

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'post',
      path: '/auth/password',
      tags: ['Auth'],
      summary: 'Log in with e-mail and password',
      request: jsonBody(passwordLoginBodySchema),
      responses: {
        200: json(authResponseSchema, 'A token and the user'),
        ...errors(400, 401, 429),
      },
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
      access: ANYONE,
      method: 'post',
      path: '/auth/google',
      tags: ['Auth'],
      summary: 'Log in or sign up with a Google ID token',
      request: jsonBody(googleLoginBodySchema),
      responses: {
        200: json(authResponseSchema, 'A token and the user'),
        ...errors(400, 401, 409, 429, 503),
      },
    }),
    async (c) => {
      const { authService, tokens, limiter } = deps;
      limiter.hit(`login-ip:${clientIp(c)}`, 30, 60_000);
      const body = c.req.valid('json');
      const user = await authService.withGoogle(body.idToken, body.role);
      return c.json({ token: await tokens.issue(user), user: toUserDto(user, true) }, 200);
    },
  );

  app.openapi(
    defineCall({
      access: ANYONE,
      method: 'get',
      path: '/auth/google/config',
      tags: ['Auth'],
      summary: 'The public Google client id for the sign-in button (null when Google is off)',
      responses: { 200: json(googleConfigSchema, 'The Google client id, or null') },
    }),
    (c) => c.json({ clientId: deps.config.google.clientId ?? null }, 200),
  );

  app.openapi(
    defineCall({
      access: SIGNED_IN,
      method: 'post',
      path: '/auth/refresh-token',
      tags: ['Auth'],
      summary: 'A fresh token for a valid one',
      responses: { 200: json(authResponseSchema, 'A new token'), ...errors(401) },
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
