import type { ZodError } from 'zod';
import { AppError, errorMessage, issueCode, type ErrorDetail } from '@kalam/shared';

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
