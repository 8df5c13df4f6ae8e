import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { AppEnv } from './app-env.ts';
import { audited } from './audited.ts';
import { declaredAccess, declaredAudit } from './call.ts';
import { validationError } from './errors.ts';

/**
 * A router for one area. Requests that fail their zod schema answer 400 with the envelope;
 * `strict: false` lets `/path` and `/path/` both answer (API.md). Every call must come from
 * `defineCall`, so none can skip deciding who may make it (decision 151).
 */
export function createRouter() {
  const app = new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error as unknown as ZodError);
    },
  });
  const register = app.openapi;
  app.openapi = ((route, handler, ...rest) => {
    if (!declaredAccess(route))
      throw new Error(`${route.method.toUpperCase()} ${route.path} declares no access`);
    const audit = declaredAudit(route);
    const action = `${route.method.toUpperCase()} ${route.path}`;
    // An admin's write and its audit row: one transaction (decision 193).
    const wrapped = audit ? audited(action, audit, handler as never) : handler;
    return register(route, wrapped as typeof handler, ...rest);
  }) as typeof register;
  return app;
}

export type Router = ReturnType<typeof createRouter>;

/** Security requirement for calls that need a bearer token (documented, not declared ones). */
export const bearer = [{ bearerAuth: [] }];
