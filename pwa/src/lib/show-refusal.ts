import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AppError, type ErrorCode } from '@kalam/shared';
import { fieldErrors, type FieldSaying } from './form.ts';

/**
 * A server refusal shown in the reader's form (decision 209): each refused field marked under
 * itself (aria-invalid, described by the Arabic message) and the first one focused, as a client
 * rule's would be, so the keyboard and a screen reader land where the fix is. `byCode` names the
 * field of a refusal the server sends without details (a rule its service checks, such as the
 * balance); `said` gives a field the form's own words for a code (decision 249), a detail's or
 * `byCode`'s alike. Answers whether a field took it; the caller says the rest elsewhere (a
 * toast, a line).
 */
export function showRefusal<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'getValues' | 'setError'>,
  error: unknown,
  byCode: Partial<Record<ErrorCode, Path<V>>> = {},
  said?: FieldSaying<V>,
): boolean {
  const values = form.getValues();
  const fields = fieldErrors(error, said, values);
  if (error instanceof AppError) {
    const field = byCode[error.code];
    if (field) fields[field] ??= said?.(field, error.code, values) ?? error.message;
  }
  // Only fields the form has; a refusal about anything else is not the form's to show.
  const shown = Object.entries(fields).filter(
    ([field]) => form.getValues(field as Path<V>) !== undefined,
  );
  shown.forEach(([field, message], i) =>
    form.setError(field as Path<V>, { message }, { shouldFocus: i === 0 }),
  );
  return shown.length > 0;
}
