import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePageSize } from '../../lib/page-size.ts';

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

/** The sizes a table offers: the usual four and the one kept in storage, in order. */
export function sizesWith(stored: number): number[] {
  return [...new Set([...SIZES, stored])].sort((a, b) => a - b);
}

/**
 * A server-side table's state kept in the address (issue 19): page, size, sort, search and
 * filters survive a reload, the back button and a shared link. With a `prefix`, the table owns
 * only the keys that start with it (`cpage`, `cq`…), so two tables on one screen (the offers
 * page's tabs, decision 198) keep their own pages and searches. Without a size in the address,
 * a table opens at the size kept in storage (spec §5), and a size picked in one is kept for all.
 */
export function useTableState(
  defaults: { size?: number; sort?: string; dir?: 'asc' | 'desc'; prefix?: string } = {},
) {
  const [params, setParams] = useSearchParams();
  const [stored, keepSize] = usePageSize();
  const sizes = useMemo(() => sizesWith(stored), [stored]);
  const prefix = defaults.prefix ?? '';
  const state = useMemo<TableState>(() => {
    const get = (name: string) => params.get(prefix + name);
    const page = Math.max(1, Number(get('page')) || 1);
    const wanted = Number(get('size'));
    const size = sizes.includes(wanted) ? wanted : (defaults.size ?? stored);
    const dir = get('dir');
    const filters: Record<string, string> = {};
    for (const [key, v] of params) {
      if (!key.startsWith(prefix)) continue;
      const k = key.slice(prefix.length);
      if (!RESERVED.has(k) && v) filters[k] = v;
    }
    return {
      page,
      size,
      sort: get('sort') ?? defaults.sort,
      dir: dir === 'asc' || dir === 'desc' ? dir : defaults.dir,
      q: get('q') ?? undefined,
      filters,
    };
  }, [params, prefix, sizes, stored, defaults.size, defaults.sort, defaults.dir]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, keepPage = false) => {
      if (typeof changes.size === 'number') keepSize(changes.size);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(changes))
            if (v === undefined || v === '') next.delete(prefix + k);
            else next.set(prefix + k, String(v));
          // A new search, filter or order starts again from the first page.
          if (!keepPage) next.delete(`${prefix}page`);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, prefix, keepSize],
  );

  return { state, update, sizes };
}

/** What a table's address state gives its table: the state, the way to change it, the sizes. */
export type TableControls = ReturnType<typeof useTableState>;
