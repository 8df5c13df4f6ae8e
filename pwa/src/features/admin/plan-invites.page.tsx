import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { PlanInviteDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { formatDateShort } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { DataTable } from './data-table.tsx';
import { inputClass, linkClass, PageHeader } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { adminText as t } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

/** `/admin/plan-invites`: invite a student to an invite-only plan; withdraw an invite. */
export function Component() {
  const me = useAuth().user;
  const table = useTableState();
  const { state } = table;
  const client = useQueryClient();
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'plan-invites', state],
    queryFn: () => adminApi.planInvites({ page: state.page, size: state.size }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: adminApi.deletePlanInvite,
    onSuccess: () => {
      toast({ type: 'success', title: t.deleted });
      void client.invalidateQueries({ queryKey: ['admin', 'plan-invites'] });
    },
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  const columns = useMemo<ColumnDef<PlanInviteDto, unknown>[]>(
    () => [
      {
        id: 'user',
        header: t.planInvites.student,
        cell: ({ row }) => (
          <Link to={`/admin/user/${row.original.userId}`} className={linkClass}>
            {row.original.userName}
          </Link>
        ),
      },
      { id: 'plan', header: t.planInvites.plan, cell: ({ row }) => row.original.planNameAr },
      {
        id: 'createdAt',
        header: t.createdAt,
        cell: ({ row }) => formatDateShort(row.original.createdAt),
      },
      {
        id: 'actions',
        header: t.actions,
        cell: ({ row }) => (
          <Button
            variant="ghost"
            className="min-h-9 px-3 text-sm"
            onClick={() => remove.mutate(row.original.id)}
          >
            {t.delete(me)}
          </Button>
        ),
      },
    ],
    [remove, me],
  );
  return (
    <>
      <PageHeader title="دعوات الباقات" />
      <NewInvite />
      <DataTable
        caption="دعوات الباقات"
        columns={columns}
        page={data}
        table={table}
        loading={isFetching}
        rowKey={(r) => r.id}
      />
    </>
  );
}

function NewInvite() {
  const client = useQueryClient();
  const { data: plans } = useQuery({ queryKey: ['admin', 'plans'], queryFn: adminApi.plans });
  const [userId, setUserId] = useState('');
  const [planId, setPlanId] = useState('');
  const create = useMutation({
    mutationFn: () => adminApi.createPlanInvite({ userId: userId.trim(), planId }),
    onSuccess: () => {
      toast({ type: 'success', title: t.planInvites.created });
      setUserId('');
      void client.invalidateQueries({ queryKey: ['admin', 'plan-invites'] });
    },
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  const invitable = plans?.list.filter((p) => p.state === 'active' && p.inviteOnly) ?? [];
  return (
    <form
      className="mb-5 flex flex-wrap items-end gap-3 rounded-2xl border border-line p-4"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate();
      }}
    >
      <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1.5">
        <span className="font-semibold">{t.planInvites.userId}</span>
        <input
          dir="ltr"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          className={inputClass}
        />
      </label>
      <label className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5">
        <span className="font-semibold">{t.planInvites.plan}</span>
        <select value={planId} onChange={(e) => setPlanId(e.target.value)} className={inputClass}>
          <option value="">{t.all}</option>
          {invitable.map((p) => (
            <option key={p.id} value={p.id}>
              {p.nameAr}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" disabled={!userId.trim() || !planId} loading={create.isPending}>
        {t.planInvites.create}
      </Button>
    </form>
  );
}
