/**
 * Paging of spec §4: pages start at 1; next and prev clamp between 1 and the last page;
 * goto ignores a page out of range.
 */
export function totalPages(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

export function nextPage(page: number, total: number, size: number): number {
  return Math.min(page + 1, totalPages(total, size));
}

export function prevPage(page: number): number {
  return Math.max(1, page - 1);
}

export function gotoPage(current: number, target: number, total: number, size: number): number {
  return Number.isInteger(target) && target >= 1 && target <= totalPages(total, size)
    ? target
    : current;
}

/** Infinite lists load the next page while fewer than the total are loaded. */
export function hasMore(loaded: number, total: number): boolean {
  return loaded < total;
}
