import type { MiddlewareHandler } from 'hono';
import { AppError } from '@kalam/shared';
import type { AppEnv } from './app-env.ts';

/**
 * Reads the bearer token when one is sent. A token that is present but bad answers 401 at once;
 * no token leaves the caller anonymous (each call's declared access decides: defineCall).
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization');
  c.set('caller', null);
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError('unauthenticated');
    c.set('caller', await c.get('deps').tokens.authenticate(match[1]!));
  }
  await next();
};
