import { useMemo } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import type { ColumnDef } from '@tanstack/react-table';
import { REPORT_STATUSES, type ReportDto, type ReportStatus } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { formatDateShort } from '../../lib/format.ts';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { DataTable, FilterSelect } from './data-table.tsx';
import { FileLink, fileLabel } from './open-file.tsx';
import { inputClass, linkClass, PageHeader } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { adminText as t } from './text.ts';

const statusOptions = REPORT_STATUSES.map((s) => [s, t.reports.status[s]!] as const);

/** `/admin/reports`: what users reported, with their screenshots and logs; move each along. */
export function Component() {
  const table = useTableState();
  const { state, update } = table;
  const client = useQueryClient();
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'reports', state],
    queryFn: () =>
      adminApi.reports({ page: state.page, size: state.size, status: state.filters.status }),
    placeholderData: keepPreviousData,
  });
  const change = useOneAtATimeMutation({
    mutationFn: adminApi.updateReport,
    onSuccess: () => {
      toast({ type: 'success', title: t.saved });
      void client.invalidateQueries({ queryKey: ['admin', 'reports'] });
    },
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  const columns = useMemo<ColumnDef<ReportDto, unknown>[]>(
    () => [
      {
        id: 'reporter',
        header: t.reports.reporter,
        cell: ({ row }) => (
          <Link to={`/admin/user/${row.original.reporter.id}`} className={linkClass}>
            {row.original.reporter.name}
          </Link>
        ),
      },
      {
        id: 'description',
        header: t.reports.description,
        cell: ({ row }) => (
          <p className="max-w-md min-w-48 whitespace-pre-line">{row.original.description}</p>
        ),
      },
      {
        id: 'files',
        header: t.reports.attachments,
        cell: ({ row }) => (
          <ul className="flex flex-col gap-1">
            {row.original.attachments.map((a, i) => (
              <li key={a.name}>
                <FileLink url={a.url} label={fileLabel(a, i + 1)} />
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'createdAt',
        header: t.createdAt,
        cell: ({ row }) => formatDateShort(row.original.createdAt),
      },
      {
        id: 'status',
        header: t.status,
        cell: ({ row }) => (
          <select
            aria-label={t.status}
            value={row.original.status}
            onChange={(e) =>
              change.mutate({ id: row.original.id, status: e.target.value as ReportStatus })
            }
            className={`${inputClass} min-w-32`}
          >
            {statusOptions.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        ),
      },
    ],
    [change],
  );
  return (
    <>
      <PageHeader title="البلاغات" />
      <DataTable
        caption="البلاغات"
        columns={columns}
        page={data}
        table={table}
        loading={isFetching}
        rowKey={(r) => r.id}
        filters={
          <FilterSelect
            label={t.status}
            name="status"
            value={state.filters.status}
            options={statusOptions}
            update={update}
          />
        }
      />
    </>
  );
}
