import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** One line per request: method, path without its query (queries may carry codes), status, time. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  c.get('deps').log.info('request', {
    id: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  });
};
