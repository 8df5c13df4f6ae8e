import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The request reached us over HTTPS: a TLS socket, or a trusted proxy's `X-Forwarded-Proto`. */
export function arrivedOverHttps(
  incoming: { socket?: { encrypted?: boolean } } | undefined,
  forwardedProto: string | undefined,
  trustProxy: boolean,
): boolean {
  if (incoming?.socket?.encrypted) return true;
  if (!trustProxy || !forwardedProto) return false;
  // A chain of proxies appends: the first value is what the client used.
  return forwardedProto.split(',')[0]!.trim().toLowerCase() === 'https';
}

/**
 * Strict-Transport-Security only on answers to HTTPS requests (decision 168): over plain HTTP
 * browsers ignore it anyway, and on `local` it would pin localhost to https. Off `local`, the
 * proxy in front is trusted for the scheme unless KALAM_TRUST_PROXY=0.
 */
export function strictTransportSecurity(options: {
  target: string;
  trustProxy: boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (options.target === 'local') return;
    const incoming = (c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined)
      ?.incoming;
    if (arrivedOverHttps(incoming, c.req.header('x-forwarded-proto'), options.trustProxy))
      c.res.headers.set('Strict-Transport-Security', HSTS); // not c.header(): see request-id.ts
  };
}
