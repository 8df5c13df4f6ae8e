import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { Pager } from './pager.tsx';
import { SkeletonLines } from './skeleton.tsx';
import type { Paging } from './use-paging.ts';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface TableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  caption?: string;
  loading?: boolean;
  empty?: ReactNode;
  /** One page of a server list (`{list,total}` with page/size): pass usePaging(total, size). */
  paging?: Paging;
}

/**
 * A data table with loading, empty and paging states. On phones each row is a card of label and
 * value (like the admin tables), so the last columns — a status, a way back to paying — are not
 * hidden past the edge of a box that scrolls sideways.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  loading = false,
  empty,
  paging,
}: TableProps<Row>) {
  if (loading) return <SkeletonLines lines={5} />;
  if (rows.length === 0) return <>{empty ?? <EmptyState />}</>;
  return (
    <div>
      <ul data-testid="table-cards" className="flex flex-col gap-3 sm:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl border border-line bg-card p-3">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
              {columns.map((c) => (
                // A cell with nothing to show (no action for this row) shows no label either.
                <div key={c.key} className="contents has-[>dd:empty]:hidden">
                  <dt className="text-sm font-semibold text-muted">{c.header}</dt>
                  <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-line sm:block">
        <table data-testid="table" className="w-full border-collapse text-start">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="bg-raised">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`px-4 py-3 text-start text-sm font-bold text-soft ${c.className ?? ''}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-line">
                {columns.map((c) => (
                  <td key={c.key} className={`px-4 py-3 ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging && <Pager paging={paging} />}
    </div>
  );
}
