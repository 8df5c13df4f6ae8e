import { AppError, type ErrorCode } from '@kalam/shared';

/** An error better-sqlite3 threw for a failed constraint; `code` names which kind. */
export type ConstraintError = Error & { code: string };

function sqliteCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';
}

/** A unique or primary-key constraint failed: two writes raced for one slot. */
export function isUniqueViolation(error: unknown): error is ConstraintError {
  const code = sqliteCode(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A foreign-key constraint failed: what the row points at is gone. */
export function isForeignKeyViolation(error: unknown): error is ConstraintError {
  return sqliteCode(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export interface ConstraintCodes {
  /** The area's conflict code (`rating-exists`, `busy-tutor`…), or one chosen from the error. */
  unique: ErrorCode | ((error: ConstraintError) => ErrorCode);
  /** The area's not-found code for what the row points at (`tutor-not-found`…). */
  foreignKey: ErrorCode;
}

/**
 * The one mapping of a failed write to the area's answer (STYLE 21): a unique violation is its
 * conflict, a foreign key its not-found — never a 500. Anything else comes back unchanged, to be
 * rethrown. Use as `throw constraintError(error, { unique: 'rating-exists', foreignKey: … })`.
 */
export function constraintError(error: unknown, codes: ConstraintCodes): unknown {
  if (isUniqueViolation(error))
    return new AppError(typeof codes.unique === 'function' ? codes.unique(error) : codes.unique);
  if (isForeignKeyViolation(error)) return new AppError(codes.foreignKey);
  return error;
}
