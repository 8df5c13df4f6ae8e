import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * Run a CORS middleware only for requests that carry an Origin header. Without one there is
 * nothing to allow, and hono's cors sets its headers before the handler runs, which makes hono
 * rebuild every answer as a full WHATWG Response read back through a stream (a third of the CPU
 * of GET /health in the booking bench profile, decision 027). `Vary: Origin` stays on every
 * answer, so a cache never hands one without CORS headers to a cross-origin caller.
 */
export function onlyWithOrigin(cors: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header('origin') !== undefined) return cors(c, next);
    await next();
    // Not c.header(): on a finished answer it rebuilds the Response, the very cost avoided here.
    c.res.headers.append('Vary', 'Origin');
  };
}
