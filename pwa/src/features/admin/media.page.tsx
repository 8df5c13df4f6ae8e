import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { STORED_ASSET_KINDS, type MediaDto } from '@kalam/shared';
import { API_BASE } from '../../lib/api.ts';
import { formatDateShort } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { adminApi } from './admin-api.ts';
import { DataTable, FilterSelect } from './data-table.tsx';
import { FileLink, fileLabel } from './open-file.tsx';
import { linkClass, PageHeader } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { adminText as t } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const kb = (bytes: number) => `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} ك.ب`;
const kindOptions = STORED_ASSET_KINDS.map((k) => [k, t.media.kinds[k]] as const);

const columns: ColumnDef<MediaDto, unknown>[] = [
  {
    id: 'name',
    header: t.media.name,
    cell: ({ row }) => (
      <FileLink
        url={`${API_BASE}/assets/${row.original.bucket}/${row.original.name}`}
        label={fileLabel(row.original)}
      />
    ),
  },
  { id: 'kind', header: t.media.kind, cell: ({ row }) => t.media.kinds[row.original.kind] },
  { id: 'size', header: t.media.size, cell: ({ row }) => kb(row.original.size) },
  {
    id: 'owner',
    header: t.media.owner,
    cell: ({ row }) => (
      <Link to={`/admin/user/${row.original.ownerId}`} className={linkClass}>
        {row.original.ownerName ?? '—'}
      </Link>
    ),
  },
  {
    id: 'uploader',
    header: t.media.uploader,
    cell: ({ row }) => (
      <Link to={`/admin/user/${row.original.createdBy}`} className={linkClass}>
        {row.original.createdByName ?? '—'}
      </Link>
    ),
  },
  {
    id: 'createdAt',
    header: t.createdAt,
    cell: ({ row }) => formatDateShort(row.original.createdAt),
  },
];

/** `/admin/media`: every uploaded file, who it belongs to and who uploaded it. */
export function Component() {
  const me = useAuth().user;
  const table = useTableState();
  const { state, update } = table;
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'media', state],
    queryFn: () =>
      adminApi.media({
        page: state.page,
        size: state.size,
        search: state.q,
        kind: state.filters.kind,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title="الملفات" />
      <DataTable
        caption="الملفات"
        columns={columns}
        page={data}
        table={table}
        loading={isFetching}
        rowKey={(r) => r.id}
        searchLabel={t.media.search(me)}
        filters={
          <FilterSelect
            label={t.media.kind}
            name="kind"
            value={state.filters.kind}
            options={kindOptions}
            update={update}
          />
        }
      />
    </>
  );
}
