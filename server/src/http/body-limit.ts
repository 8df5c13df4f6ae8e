import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '@kalam/shared';
import type { AppEnv } from './app-env.ts';

/** Past this, a too-large body is not even read: the connection is closed. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

function tooLarge(): AppError {
  return new AppError('bad-request', [
    { path: '', code: 'bad-request', message: 'حجم الطلب أكبر من المسموح.' },
  ]);
}

/**
 * JSON bodies are small; multipart uploads stream and set their own limits. A client that sends
 * a body a little too large gets the 400 envelope: the rest of its body is read and dropped
 * first, or it would see a closed socket instead of the answer.
 */
export function jsonBodyLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    if ((c.req.header('content-type') ?? '').startsWith('multipart/')) return next();
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > maxSize && declared <= DRAIN_LIMIT && c.req.raw.body) {
      const reader = c.req.raw.body.getReader();
      while (!(await reader.read()).done) {
        /* drop it */
      }
      throw tooLarge();
    }
    // No body, or a declared length within the limit: hono's bodyLimit would let it through too,
    // but only after reading `c.req.raw.body`, which makes @hono/node-server build a full
    // Request (and AbortController) for every call — a tenth of a GET's cost in the profile.
    if (!(declared > maxSize) && c.req.header('transfer-encoding') === undefined) return next();
    return limit(c, next);
  };
}
