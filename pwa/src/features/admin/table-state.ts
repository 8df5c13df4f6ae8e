import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface TableState {
  page: number;
  size: number;
  sort?: string;
  dir?: 'asc' | 'desc';
  /** The search box. */
  q?: string;
  /** Other filters by name (role, status…), as in the address. */
  filters: Record<string, string>;
}

const RESERVED = new Set(['page', 'size', 'sort', 'dir', 'q']);
const SIZES = [10, 25, 50, 100];

/**
 * A server-side table's state kept in the address (issue 19): page, size, sort, search and
 * filters survive a reload, the back button and a shared link.
 */
export function useTableState(
  defaults: { size?: number; sort?: string; dir?: 'asc' | 'desc' } = {},
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo<TableState>(() => {
    const page = Math.max(1, Number(params.get('page')) || 1);
    const wanted = Number(params.get('size'));
    const size = SIZES.includes(wanted) ? wanted : (defaults.size ?? 10);
    const dir = params.get('dir');
    const filters: Record<string, string> = {};
    for (const [k, v] of params) if (!RESERVED.has(k) && v) filters[k] = v;
    return {
      page,
      size,
      sort: params.get('sort') ?? defaults.sort,
      dir: dir === 'asc' || dir === 'desc' ? dir : defaults.dir,
      q: params.get('q') ?? undefined,
      filters,
    };
  }, [params, defaults.size, defaults.sort, defaults.dir]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, keepPage = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(changes))
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, String(v));
          // A new search, filter or order starts again from the first page.
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { state, update, sizes: SIZES };
}
