import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { AppEnv } from './app-env.ts';
import { validationError } from './errors.ts';

/**
 * A router for one area. Requests that fail their zod schema answer 400 with the envelope;
 * `strict: false` lets `/path` and `/path/` both answer (API.md).
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error as unknown as ZodError);
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

/** Security requirement for calls that need a bearer token. */
export const bearer = [{ bearerAuth: [] }];
