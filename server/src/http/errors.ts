import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { AppError, errorMessage, issueCode, type ErrorDetail } from '@kalam/shared';
import type { AppEnv } from './app-env.ts';

/**
 * Every failing field of a zod error as `{ path, code, message }` (API.md). A stray field is
 * named by its own path (zod reports the object that holds it, with the names in `keys`).
 */
export function validationDetails(error: ZodError): ErrorDetail[] {
  return error.issues.flatMap((issue) => {
    const code = issueCode(issue);
    const message = errorMessage(code);
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ path: [...issue.path, key].join('.'), code, message }));
    return [{ path: issue.path.join('.'), code, message }];
  });
}

/** A validation failure: the first field's code on top, every field in details. */
export function validationError(error: ZodError): AppError {
  const details = validationDetails(error);
  return new AppError(details[0]?.code ?? 'bad-request', details, 400);
}

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
  deps?.log.error('unhandled error', {
    requestId: c.get('requestId'),
    path: c.req.path,
    error: err.message,
    stack: err.stack,
  });
  return c.json(new AppError('unexpected').toEnvelope(), 500);
}
