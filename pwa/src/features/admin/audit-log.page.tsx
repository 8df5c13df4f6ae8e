import { useMemo } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntryDto } from '@kalam/shared';
import { formatDateTime } from '../../lib/format.ts';
import { adminApi } from './admin-api.ts';
import { auditValue } from './audit-value.ts';
import { AuditWhat } from './audit-what.tsx';
import { DataTable, FilterSelect } from './data-table.tsx';
import { linkClass, PageHeader } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { adminText } from './text.ts';

const t = adminText.audit;
const entityOptions = Object.entries(t.entities).map(([k, v]) => [k, v] as const);

/** Only the fields that changed, so a long record reads as its difference. */
function changes(before: unknown, after: unknown): [string, unknown, unknown][] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  if (typeof b !== 'object' || typeof a !== 'object') return [['', before, after]];
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => k !== 'updatedAt' && JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  return keys.map((k) => [k, b[k], a[k]]);
}

/** `/admin/audit-log` (super admins, decision 193): who changed what, when, before and after. */
export function Component() {
  const table = useTableState();
  const { state, update } = table;
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'audit', state],
    queryFn: () =>
      adminApi.audit({
        page: state.page,
        size: state.size,
        entity: state.filters.entity,
        entityId: state.filters.entityId,
        actorId: state.filters.actorId,
      }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<AuditEntryDto, unknown>[]>(
    () => [
      {
        id: 'at',
        header: t.when,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.at)}</span>
        ),
      },
      {
        id: 'who',
        header: t.who,
        cell: ({ row }) => (
          <Link to={`/admin/user/${row.original.actorId}`} className={linkClass}>
            {row.original.actorName ?? row.original.names[row.original.actorId] ?? t.someone}
          </Link>
        ),
      },
      {
        id: 'what',
        header: t.what,
        cell: ({ row }) => <AuditWhat entry={row.original} />,
      },
      {
        id: 'details',
        header: t.details,
        cell: ({ row }) => {
          const diff = changes(row.original.before, row.original.after);
          return (
            <details className="min-w-48">
              <summary className="cursor-pointer font-semibold">
                {t.summary(diff.map(([k]) => k))}
              </summary>
              <dl className="mt-2 grid max-w-lg grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
                {diff.map(([k, b, a]) => (
                  <div key={k} className="contents">
                    <dt className="font-bold">{t.fields[k] ?? k}</dt>
                    <dd className="[overflow-wrap:anywhere]">
                      {/* Each value isolated: an id or an e-mail keeps its own direction. */}
                      <span className="sr-only">{t.before}: </span>
                      <bdi className="text-danger line-through">
                        {auditValue(k, b, row.original)}
                      </bdi>{' '}
                      <span aria-hidden="true">←</span> <span className="sr-only">{t.after}: </span>
                      <bdi className="text-brand-ink">{auditValue(k, a, row.original)}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            </details>
          );
        },
      },
    ],
    [],
  );
  return (
    <>
      <PageHeader title="سجل التغييرات" />
      <DataTable
        caption="سجل التغييرات"
        columns={columns}
        page={data}
        table={table}
        loading={isFetching}
        rowKey={(r) => r.id}
        filters={
          <FilterSelect
            label={t.entity}
            name="entity"
            value={state.filters.entity}
            options={entityOptions}
            update={update}
          />
        }
      />
    </>
  );
}
