import { useCallback, useEffect, useMemo, useState } from 'react';
import { gotoPage, nextPage, prevPage, totalPages } from './paging.ts';

export interface Paging {
  page: number;
  size: number;
  pages: number;
  canPrev: boolean;
  canNext: boolean;
  next(): void;
  prev(): void;
  /** Ignored when the page is out of range (spec §4). */
  goto(page: number): void;
}

/**
 * Spec §4 paging as React state: the page starts at 1, next/prev clamp to 1…pages, goto
 * ignores out-of-range pages. When the total shrinks below the current page, the page follows.
 */
export function usePaging(total: number, size: number, initialPage = 1): Paging {
  const [page, setPage] = useState(() => gotoPage(1, initialPage, total, size));
  const pages = totalPages(total, size);

  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  const next = useCallback(() => setPage((p) => nextPage(p, total, size)), [total, size]);
  const prev = useCallback(() => setPage((p) => prevPage(p)), []);
  const goto = useCallback(
    (target: number) => setPage((p) => gotoPage(p, target, total, size)),
    [total, size],
  );

  return useMemo(
    () => ({ page, size, pages, canPrev: page > 1, canNext: page < pages, next, prev, goto }),
    [page, size, pages, next, prev, goto],
  );
}
