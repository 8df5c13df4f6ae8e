/** SQLite's unique-constraint failure and the columns it names ("lessons.tutor_id, lessons.start"). */
export function isUniqueViolation(error: unknown): error is Error & { code: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    String((error as { code: unknown }).code) === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}
