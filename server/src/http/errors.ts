import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from '@kalam/shared';
import type { AppEnv } from './app-env.ts';

export { validationDetails, validationError } from '../kernel/validation.ts';

/** The wait a 429 names in its details (`retryAfterSeconds`), at least one second. */
function retryAfterSeconds(err: AppError): number {
  const details = err.details as { retryAfterSeconds?: unknown } | undefined;
  const seconds = Number(details?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds >= 1 ? Math.ceil(seconds) : 1;
}

/**
 * The one error handler: codes become the envelope of API.md; anything else is logged and
 * answered as `unexpected` without a word of its internals.
 */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof AppError) {
    if (err.status === 429) c.header('Retry-After', String(retryAfterSeconds(err)));
    return c.json(err.toEnvelope(), err.status as 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 401) return c.json(new AppError('unauthenticated').toEnvelope(), 401);
    if (status === 413)
      return c.json(
        new AppError('bad-request', [
          { path: '', code: 'bad-request', message: 'حجم الطلب أكبر من المسموح.' },
        ]).toEnvelope(),
        400,
      );
    if (status === 404) return c.json(new AppError('not-found').toEnvelope(), 404);
    if (status < 500) return c.json(new AppError('bad-request').toEnvelope(), 400);
  }
  const deps = c.get('deps');
  // The Error itself: the log writes its message and stack, the error tracker gets it whole.
  deps?.log.error('unhandled error', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    error: err,
  });
  return c.json(new AppError('unexpected').toEnvelope(), 500);
}
