import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { AppError, errorMessage, issueCode, type ErrorDetail } from '@kalam/shared';
import type { AppEnv } from './app-env.ts';

/** Every failing field of a zod error as `{ path, code, message }` (API.md). */
export function validationDetails(error: ZodError): ErrorDetail[] {
  return error.issues.map((issue) => {
    const code = issueCode(issue);
    return { path: issue.path.join('.'), code, message: errorMessage(code) };
  });
}

/** A validation failure: the first field's code on top, every field in details. */
export function validationError(error: ZodError): AppError {
  const details = validationDetails(error);
  return new AppError(details[0]?.code ?? 'bad-request', details, 400);
}

/**
 * The one error handler: codes become the envelope of API.md; anything else is logged and
 * answered as `unexpected` without a word of its internals.
 */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof AppError) return c.json(err.toEnvelope(), err.status as 400);
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
