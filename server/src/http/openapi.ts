import { z } from 'zod';
import { ERROR_CODES } from '@kalam/shared';

/** The error envelope of API.md, for every call's error responses. */
export const errorEnvelopeSchema = z.object({
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  details: z.unknown().optional(),
});

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

/** The error statuses a call can answer, each with the envelope. */
export function errors(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503)[]) {
  const descriptions: Record<number, string> = {
    400: 'Validation failed or bad request',
    401: 'Not authenticated',
    403: 'Forbidden',
    404: 'Not found',
    409: 'Conflicts with the current state',
    413: 'File too large',
    429: 'Too many attempts',
    502: 'The payment gateway refused or did not answer (fawry-error)',
    503: 'Service unavailable',
  };
  return Object.fromEntries(statuses.map((s) => [s, errorResponse(descriptions[s]!)]));
}
