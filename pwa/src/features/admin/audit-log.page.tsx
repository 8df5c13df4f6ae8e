import { useMemo } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntryDto } from '@kalam/shared';
import { formatDateTime } from '../../lib/format.ts';
import { adminApi } from './admin-api.ts';
import { auditValue } from './audit-value.ts';
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

/**
 * The record by what a person calls it (decision 249): a user's name links to their page, a
 * coupon's code, a plan's name. A record with no name (a lesson, a payment) says nothing more:
 * its details tell it, and its raw id means nothing to a reader.
 */
function Target({ entry }: { entry: AuditEntryDto }) {
  const name = entry.entityId ? entry.names[entry.entityId] : undefined;
  if (!name) return null;
  if (entry.entity === 'user')
    return (
      <Link to={`/admin/user/${entry.entityId}`} className={linkClass}>
        <bdi>{name}</bdi>
      </Link>
    );
  return <bdi>{name}</bdi>;
}

/** The call's method as what was done. */
const verb = (action: string) =>
  action.startsWith('POST')
    ? t.verbs.post
    : action.startsWith('DELETE')
      ? t.verbs.delete
      : t.verbs.change;

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
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-semibold">
              {verb(row.original.action)} {t.entities[row.original.entity] ?? row.original.entity}{' '}
              <Target entry={row.original} />
            </span>
            <code dir="ltr" className="text-xs text-muted">
              {row.original.action}
            </code>
          </div>
        ),
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
