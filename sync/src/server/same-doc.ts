/** JSON equality: what a document means once it has crossed the wire. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => sameJson(v, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    // An absent field and an undefined one are the same document.
    if (!sameJson(left[key], right[key])) return false;
  }
  return true;
}

/** Two states of one document are the same when every listed field and the deletion flag are. */
export function sameDoc(
  a: Record<string, unknown> | null | undefined,
  b: Record<string, unknown> | null | undefined,
  fields: readonly string[],
): boolean {
  if (!a || !b) return !a && !b;
  if (Boolean(a._deleted) !== Boolean(b._deleted)) return false;
  return fields.every((field) => sameJson(a[field], b[field]));
}
