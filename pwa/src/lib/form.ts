import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  AppError,
  errorMessage,
  issueCode,
  isErrorCode,
  type ErrorCode,
  type ErrorDetail,
} from '@kalam/shared';

/**
 * A form's own words for a field's refusal (the range it allows, say), given the code and what
 * was typed; `undefined` keeps the catalogue's message.
 */
export type FieldSaying<T extends FieldValues = FieldValues> = (
  path: string,
  code: ErrorCode,
  values: T,
) => string | undefined;

/**
 * A react-hook-form resolver over the same zod schema the server uses, answering each field
 * with the catalogue's Arabic message for its code — so a rule reads the same on both sides.
 */
export function sharedResolver<T extends FieldValues>(
  schema: z.ZodType,
  said?: FieldSaying<T>,
): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [path, { type, message }] of Object.entries(
      issuesByField(result.error, values, said),
    ))
      errors[path] = { type, message };
    return { values: {}, errors: errors as never };
  };
}

/**
 * Each field's first refusal, in the catalogue's Arabic (or the form's own words for it). A field
 * left empty is said to be needed («الخانة دي مطلوبة.»), whatever rule its emptiness broke: an
 * empty plan name read «مش مظبوط (من ٢ لـ ٥٠ حرف…)» (issue 40).
 */
function issuesByField<T extends FieldValues>(
  error: z.ZodError,
  values: T,
  said?: FieldSaying<T>,
): Record<string, { type: string; message: string }> {
  const out: Record<string, { type: string; message: string }> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'root';
    const code = isEmpty(valueAt(values, issue.path)) ? 'required' : issueCode(issue);
    out[path] ??= { type: issue.code, message: said?.(path, code, values) ?? errorMessage(code) };
  }
  return out;
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let at = values;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/** A text the person left empty (spaces alone count as empty). */
const isEmpty = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * What the shared rules refuse in `values`, as field → Arabic message: every field at once, for
 * a form that is not react-hook-form's (the plan dialog). Empty when all is well.
 */
export function refusedFields<T extends FieldValues>(
  schema: z.ZodType,
  values: T,
  said?: FieldSaying<T>,
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(issuesByField(result.error, values, said)).map(([path, i]) => [path, i.message]),
  );
}

/** The server's per-field details of a validation error, as field → Arabic message. */
export function fieldErrors<T extends FieldValues>(
  error: unknown,
  said?: FieldSaying<T>,
  values?: T,
): Record<string, string> {
  if (!(error instanceof AppError) || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const d of error.details as Partial<ErrorDetail>[]) {
    if (d.path && d.code && isErrorCode(d.code))
      out[d.path] ??= (values && said?.(d.path, d.code, values)) ?? errorMessage(d.code);
  }
  return out;
}

/** The Arabic text to show for any failure. */
export function failureText(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return errorMessage('connection-failure');
}
