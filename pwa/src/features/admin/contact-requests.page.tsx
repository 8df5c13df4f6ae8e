import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ContactRequestAdminDto } from '@kalam/shared';
import { formatDateTime } from '../../lib/format.ts';
import { adminApi } from './admin-api.ts';
import { DataTable } from './data-table.tsx';
import { linkClass, PageHeader } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { adminText as t } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const columns: ColumnDef<ContactRequestAdminDto, unknown>[] = [
  {
    id: 'from',
    header: t.contact.from,
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span className="font-semibold">{row.original.name}</span>
        <a
          href={`mailto:${row.original.email}`}
          dir="ltr"
          className={`${linkClass} break-all text-sm`}
        >
          {row.original.email}
        </a>
      </div>
    ),
  },
  { id: 'title', header: t.contact.title, cell: ({ row }) => row.original.title },
  {
    id: 'message',
    header: t.contact.message,
    cell: ({ row }) => (
      <p className="max-w-lg min-w-48 whitespace-pre-line">{row.original.message}</p>
    ),
  },
  {
    id: 'createdAt',
    header: t.createdAt,
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
];

/** `/admin/contact-requests`: messages from the contact page, newest first, searchable. */
export function Component() {
  const me = useAuth().user;
  const table = useTableState();
  const { state } = table;
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'contact', state],
    queryFn: () =>
      adminApi.contactRequests({ page: state.page, size: state.size, search: state.q }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title="رسائل التواصل" />
      <DataTable
        caption="رسائل التواصل"
        columns={columns}
        page={data}
        table={table}
        loading={isFetching}
        rowKey={(r) => r.id}
        searchLabel={t.contact.search(me)}
      />
    </>
  );
}
