import { useEffect, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { formatNumber, formatStep } from '../../lib/numbers.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import type { TableControls } from './table-state.ts';
import { adminText as t } from './text.ts';

interface DataTableProps<Row> {
  columns: ColumnDef<Row, unknown>[];
  /** The server's page of rows (undefined while the first one loads). */
  page: { list: Row[]; total: number } | undefined;
  /** The table's state in the address (`useTableState`). */
  table: TableControls;
  loading: boolean;
  rowKey: (row: Row) => string;
  /** The search box's label; no box without one. */
  searchLabel?: string;
  /** Filters (selects) shown beside the search box. */
  filters?: ReactNode;
  empty?: ReactNode;
  caption: string;
}

const pagerButton =
  'min-h-10 rounded-lg border border-field px-3 font-semibold hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A server-side table (TanStack Table, issue 19): the server pages, sorts, filters and searches;
 * the address keeps the state (table-state.ts). Scrolls inside its frame on phones, never the page.
 */
export function DataTable<Row>({
  columns,
  page,
  table: { state, update, sizes },
  loading,
  rowKey,
  searchLabel,
  filters,
  empty,
  caption,
}: DataTableProps<Row>) {
  const rows = page?.list;
  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.size));
  const sorting: SortingState = state.sort ? [{ id: state.sort, desc: state.dir !== 'asc' }] : [];
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getRowId: rowKey,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: pages,
    state: { sorting, pagination: { pageIndex: state.page - 1, pageSize: state.size } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      update({ sort: first?.id, dir: first ? (first.desc ? 'desc' : 'asc') : undefined });
    },
  });

  // The search box types freely; the address follows after a short pause.
  const [search, setSearch] = useState(state.q ?? '');
  useEffect(() => setSearch(state.q ?? ''), [state.q]);
  useEffect(() => {
    if ((state.q ?? '') === search.trim()) return;
    const timer = setTimeout(() => update({ q: search.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  }, [search, state.q, update]);

  return (
    <div className="flex flex-col gap-3">
      {(searchLabel || filters) && (
        <div className="flex flex-wrap items-end gap-3">
          {searchLabel && (
            <label className="flex min-w-0 flex-1 basis-60 flex-col gap-1.5">
              <span className="font-semibold">{searchLabel}</span>
              <input
                type="search"
                data-testid="table-search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="min-h-11 rounded-xl border border-control bg-page px-4 text-base"
              />
            </label>
          )}
          {filters}
        </div>
      )}
      {loading && !rows ? (
        <SkeletonLines lines={5} />
      ) : !rows || rows.length === 0 ? (
        (empty ?? <EmptyState />)
      ) : (
        <>
          {/* Phones: each row as a card of label and value, so nothing hides past the edge. */}
          <ul
            data-testid="table-cards"
            className="flex flex-col gap-3 sm:hidden"
            aria-busy={loading}
          >
            {table.getRowModel().rows.map((row) => (
              <li
                key={row.id}
                data-testid="table-card"
                className="rounded-2xl border border-line bg-card p-3"
              >
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
                  {row.getVisibleCells().map((cell) => (
                    // A cell with nothing to show (no action for this row) shows no label either.
                    <div key={cell.id} className="contents has-[>dd:empty]:hidden">
                      <dt className="text-sm font-semibold text-muted">
                        {typeof cell.column.columnDef.header === 'string'
                          ? cell.column.columnDef.header
                          : null}
                      </dt>
                      <dd className="min-w-0 break-words">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-2xl border border-line sm:block">
            <table
              data-testid="table"
              className="w-full border-collapse text-start"
              aria-busy={loading}
            >
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-raised">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      const canSort = header.column.getCanSort();
                      const label = flexRender(header.column.columnDef.header, header.getContext());
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={
                            sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : undefined
                          }
                          className="px-3 py-3 text-start text-sm font-bold whitespace-nowrap text-soft"
                        >
                          {canSort ? (
                            <button
                              type="button"
                              onClick={header.column.getToggleSortingHandler()}
                              className="inline-flex items-center gap-1 rounded hover:text-brand focus-visible:outline-2 focus-visible:outline-focus"
                            >
                              {label}
                              {sorted === 'asc' ? (
                                <ArrowUp aria-hidden="true" className="size-4" />
                              ) : sorted === 'desc' ? (
                                <ArrowDown aria-hidden="true" className="size-4" />
                              ) : (
                                <ArrowUpDown aria-hidden="true" className="size-4 opacity-50" />
                              )}
                            </button>
                          ) : (
                            label
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} data-testid="table-row" className="border-t border-line">
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className="px-3 py-2.5 align-top">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <span data-testid="table-total" className="text-muted">
          {t.table.total(formatNumber(total))}
        </span>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={pagerButton}
            disabled={state.page <= 1}
            onClick={() => update({ page: state.page - 1 }, true)}
          >
            {t.table.prev}
          </button>
          <span aria-live="polite" data-testid="pager-status">
            {formatStep(Math.min(state.page, pages), pages)}
          </span>
          <button
            type="button"
            className={pagerButton}
            disabled={state.page >= pages}
            onClick={() => update({ page: state.page + 1 }, true)}
          >
            {t.table.next}
          </button>
          <label className="flex items-center gap-1">
            <span className="sr-only">{t.table.size}</span>
            <select
              value={state.size}
              onChange={(e) => update({ size: Number(e.target.value) })}
              className="min-h-10 rounded-lg border border-field bg-page px-2"
            >
              {sizes.map((s) => (
                <option key={s} value={s}>
                  {t.table.perPage(formatNumber(s))}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
    </div>
  );
}

/** A select filter kept in the address. */
export function FilterSelect({
  label,
  name,
  value,
  options,
  update,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
  update: (changes: Record<string, string | undefined>) => void;
}) {
  return (
    <label className="flex flex-col gap-1.5">
      <span className="font-semibold">{label}</span>
      <select
        data-testid={`filter-${name}`}
        value={value ?? ''}
        onChange={(e) => update({ [name]: e.target.value || undefined })}
        className="min-h-11 rounded-xl border border-control bg-page px-3 text-base"
      >
        <option value="">{t.all}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}
