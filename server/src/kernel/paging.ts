import type { PagingQuery } from '@kalam/shared';

/** One page of an in-memory list as `{ list, total }` (API.md). */
export function paged<T>(
  items: readonly T[],
  { page, size }: PagingQuery,
): { list: T[]; total: number } {
  const start = (page - 1) * size;
  return { list: items.slice(start, start + size), total: items.length };
}

/** SQL offset of a page. */
export function offsetOf({ page, size }: PagingQuery): number {
  return (page - 1) * size;
}
