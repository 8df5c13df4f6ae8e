import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** What an incoming id may look like: a proxy's UUID or trace id, nothing that could forge a log line. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * A request id per request (decision 167): a sane `X-Request-Id` from the proxy in front is kept
 * (one id follows the request through both logs), anything else is replaced by a fresh UUID.
 * It is in every log line of the request and in the `X-Request-Id` header of every answer,
 * errors included; a 500's log line and its Sentry event carry it.
 */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const id = incoming && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set('requestId', id);
  await next();
  // Not c.header(): on a finished answer it rebuilds the Response through undici's (a body
  // stream per answer, about half the cost of a small JSON call); the node server's answer takes
  // a header on its own headers cheaply (as cors-origin.ts does).
  c.res.headers.set('X-Request-Id', id);
};
