import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import type { ColumnDef } from '@tanstack/react-table';
import type { PlanInviteDto, UserDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { formatDateShort } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { EmailAddress } from '../../ui/email-address.tsx';
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
  const remove = useOneAtATimeMutation({
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
          <ConfirmButton
            label={t.delete(me)}
            title={t.sure.planInvite(row.original.userName, row.original.planNameAr)}
            description={t.sure.planInviteBody(row.original.userName)}
            keep={t.sure.keepHer(me)}
            className="min-h-9 px-3 text-sm"
            // A refusal toasts (the mutation's onError); the dialog closes either way.
            onConfirm={() => remove.mutateAsync(row.original.id).catch(() => undefined)}
          />
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

/**
 * A new invite: the admin finds the student by name or e-mail (never by typing an id), picks the
 * invite-only plan, and sends it.
 */
function NewInvite() {
  const me = useAuth().user;
  const client = useQueryClient();
  const { data: plans } = useQuery({ queryKey: ['admin', 'plans'], queryFn: adminApi.plans });
  const [search, setSearch] = useState('');
  const [student, setStudent] = useState<UserDto | null>(null);
  const [planId, setPlanId] = useState('');
  const wanted = useDeferredValue(search.trim());
  const found = useQuery({
    queryKey: ['admin', 'plan-invite-students', wanted],
    queryFn: () => adminApi.users({ search: wanted, role: 'Student', size: 5 }),
    enabled: !student && wanted.length >= 2,
  });
  const create = useOneAtATimeMutation({
    mutationFn: () => adminApi.createPlanInvite({ userId: student!.id, planId }),
    onSuccess: () => {
      toast({ type: 'success', title: t.planInvites.created });
      setStudent(null);
      setSearch('');
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
        if (student && planId) create.mutate();
      }}
    >
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1.5">
        {student ? (
          <>
            <span className="font-semibold">{t.planInvites.student}</span>
            <div
              data-testid="invite-student"
              className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-brand-line bg-brand-soft px-3 py-2"
            >
              <span className="font-semibold">{student.name}</span>
              <EmailAddress email={student.email} />
              <Button
                variant="ghost"
                className="ms-auto min-h-9 px-3 text-sm"
                onClick={() => setStudent(null)}
              >
                {t.planInvites.change(me)}
              </Button>
            </div>
          </>
        ) : (
          <label className="flex flex-col gap-1.5">
            <span className="font-semibold">{t.planInvites.find(me)}</span>
            <input
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className={inputClass}
            />
          </label>
        )}
        {!student && wanted.length >= 2 && found.data && (
          <ul data-testid="invite-matches" className="flex flex-col gap-1">
            {found.data.list.length === 0 ? (
              <li className="text-sm text-muted">{t.planInvites.noMatch}</li>
            ) : (
              found.data.list.map((u) => (
                <li key={u.id}>
                  <button
                    type="button"
                    onClick={() => setStudent(u)}
                    className="flex w-full flex-wrap items-center gap-x-3 rounded-lg px-3 py-2 text-start hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    <span className="font-semibold">{u.name}</span>
                    <EmailAddress email={u.email} />
                  </button>
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      <label className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5">
        <span className="font-semibold">{t.planInvites.plan}</span>
        <select value={planId} onChange={(e) => setPlanId(e.target.value)} className={inputClass}>
          <option value="">{t.planInvites.choosePlan(me)}</option>
          {invitable.map((p) => (
            <option key={p.id} value={p.id}>
              {p.nameAr}
            </option>
          ))}
        </select>
        {plans && invitable.length === 0 && (
          <span className="text-sm text-muted">
            {t.planInvites.noPlans}{' '}
            <Link to="/admin/plans" className={linkClass}>
              {t.planInvites.toPlans}
            </Link>
          </span>
        )}
      </label>
      <Button type="submit" disabled={!student || !planId} loading={create.isPending}>
        {t.planInvites.create}
      </Button>
    </form>
  );
}
