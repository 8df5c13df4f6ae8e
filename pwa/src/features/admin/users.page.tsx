import { useMemo } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { USER_ROLES, type UserDto } from '@kalam/shared';
import { formatDateShort } from '../../lib/format.ts';
import { adminApi } from './admin-api.ts';
import { DataTable, FilterSelect } from './data-table.tsx';
import { Badge, linkClass, PageHeader } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { adminText as t } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const roleOptions = USER_ROLES.map((r) => [r, t.roles[r]] as const);
const yesNo = [
  ['true', t.yes],
  ['false', t.no],
] as const;

/** `/admin/users`: search, filter by role, verification and state; sort; open one. */
export function Component() {
  const me = useAuth().user;
  const table = useTableState({ sort: 'createdAt', dir: 'desc' });
  const { state, update } = table;
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'users', state],
    queryFn: () =>
      adminApi.users({
        page: state.page,
        size: state.size,
        sort: state.sort,
        dir: state.dir,
        search: state.q,
        role: state.filters.role,
        verified: state.filters.verified,
        suspended: state.filters.suspended,
      }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<UserDto, unknown>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t.name,
        cell: ({ row }) => (
          <Link to={`/admin/user/${row.original.id}`} className={linkClass}>
            {row.original.name}
          </Link>
        ),
      },
      {
        accessorKey: 'email',
        header: t.email,
        cell: ({ row }) => (
          <span dir="ltr" className="break-all">
            {row.original.email}
          </span>
        ),
      },
      { accessorKey: 'role', header: t.role, cell: ({ row }) => t.roleOf(row.original) },
      {
        id: 'suspended',
        header: t.status,
        enableSorting: false,
        cell: ({ row }) =>
          row.original.suspended ? (
            <Badge tone="red">{t.users.inactive}</Badge>
          ) : (
            <Badge tone="teal">{t.users.active}</Badge>
          ),
      },
      {
        accessorKey: 'createdAt',
        header: t.createdAt,
        cell: ({ row }) => formatDateShort(row.original.createdAt),
      },
    ],
    [],
  );
  return (
    <>
      <PageHeader title="المستخدمين" />
      <DataTable
        caption="المستخدمين"
        columns={columns}
        page={data}
        table={table}
        loading={isFetching}
        rowKey={(u) => u.id}
        searchLabel={t.users.search(me)}
        filters={
          <>
            <FilterSelect
              label={t.role}
              name="role"
              value={state.filters.role}
              options={roleOptions}
              update={update}
            />
            <FilterSelect
              label={t.users.verified}
              name="verified"
              value={state.filters.verified}
              options={yesNo}
              update={update}
            />
            <FilterSelect
              label={t.users.suspended}
              name="suspended"
              value={state.filters.suspended}
              options={yesNo}
              update={update}
            />
          </>
        }
      />
    </>
  );
}
