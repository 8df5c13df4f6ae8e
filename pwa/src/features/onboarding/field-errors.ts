import { AppError, errorMessage, isErrorCode } from '@kalam/shared';

/** A refusal as a message for the whole form and one per field (from the envelope's details). */
export function readRefusal(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof AppError))
    return { message: errorMessage('connection-failure'), fields: {} };
  const fields: Record<string, string> = {};
  if (Array.isArray(error.details))
    for (const d of error.details as { path?: string; code?: string; message?: string }[])
      if (d.path)
        fields[d.path] = d.message ?? (isErrorCode(d.code) ? errorMessage(d.code) : error.message);
  return { message: error.message, fields };
}
