import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  formatMoney,
  MONEY_SCALER,
  toLatinDigits,
  USER_ROLES,
  type CouponDto,
  type InviteDto,
  type UserRole,
} from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { formatDateShort, formatNumber } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { DataTable } from './data-table.tsx';
import { Badge, inputClass, PageHeader } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { adminText as t } from './text.ts';

/** `/admin/offers`: discount coupons and invitations to join (spec §1 "coupons, invites"). */
export function Component() {
  return (
    <>
      <PageHeader title="الكوبونات والدعوات" />
      <Tabs
        label="الكوبونات والدعوات"
        tabs={[
          { value: 'coupons', label: t.offers.coupons, content: <Coupons /> },
          { value: 'invites', label: t.offers.invites, content: <Invites /> },
        ]}
      />
    </>
  );
}

const days30 = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

function Coupons() {
  const { state, update, sizes } = useTableState();
  const client = useQueryClient();
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'coupons', state],
    queryFn: () => adminApi.coupons({ page: state.page, size: state.size }),
    placeholderData: keepPreviousData,
  });
  const [draft, setDraft] = useState({
    code: '',
    discount: '10',
    maxDiscount: '100',
    expires: days30(),
  });
  const done = (title: string) => () => {
    toast({ type: 'success', title });
    void client.invalidateQueries({ queryKey: ['admin', 'coupons'] });
  };
  const fail = (error: unknown) => toast({ type: 'error', title: failureText(error) });
  const create = useMutation({
    mutationFn: () =>
      adminApi.createCoupon({
        code: draft.code.trim(),
        discount: Number(toLatinDigits(draft.discount)),
        maxDiscount: Math.round(Number(toLatinDigits(draft.maxDiscount)) * MONEY_SCALER),
        expiresAt: new Date(`${draft.expires}T23:59:00+02:00`).toISOString(),
      }),
    onSuccess: done(t.saved),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: adminApi.deleteCoupon,
    onSuccess: done(t.deleted),
    onError: fail,
  });
  const columns: ColumnDef<CouponDto, unknown>[] = [
    {
      id: 'code',
      header: t.offers.code,
      cell: ({ row }) => <span dir="ltr">{row.original.code}</span>,
    },
    {
      id: 'discount',
      header: t.offers.discount,
      cell: ({ row }) => `${formatNumber(row.original.discount)}٪`,
    },
    {
      id: 'max',
      header: t.offers.maxDiscount,
      cell: ({ row }) => formatMoney(row.original.maxDiscount),
    },
    {
      id: 'expires',
      header: t.offers.expiresAt,
      cell: ({ row }) =>
        row.original.expired ? (
          <Badge tone="red">{t.offers.expired}</Badge>
        ) : (
          formatDateShort(row.original.expiresAt)
        ),
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
          {t.delete}
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-line p-4"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        {(
          [
            ['code', t.offers.code, 'text'],
            ['discount', t.offers.discount, 'text'],
            ['maxDiscount', t.offers.maxDiscount, 'text'],
            ['expires', t.offers.expiresAt, 'date'],
          ] as const
        ).map(([key, label, type]) => (
          <label key={key} className="flex min-w-0 flex-1 basis-36 flex-col gap-1.5">
            <span className="font-semibold">{label}</span>
            <input
              type={type}
              dir="ltr"
              value={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
              className={inputClass}
            />
          </label>
        ))}
        <Button type="submit" loading={create.isPending} disabled={!draft.code.trim()}>
          {t.offers.createCoupon}
        </Button>
      </form>
      <DataTable
        caption={t.offers.coupons}
        columns={columns}
        rows={data?.list}
        total={data?.total ?? 0}
        state={state}
        update={update}
        sizes={sizes}
        loading={isFetching}
        rowKey={(r) => r.id}
      />
    </div>
  );
}

function Invites() {
  const { state, update, sizes } = useTableState();
  const client = useQueryClient();
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'invites', state],
    queryFn: () => adminApi.invites({ page: state.page, size: state.size }),
    placeholderData: keepPreviousData,
  });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserRole>('Tutor');
  const done = (title: string) => () => {
    toast({ type: 'success', title });
    void client.invalidateQueries({ queryKey: ['admin', 'invites'] });
  };
  const fail = (error: unknown) => toast({ type: 'error', title: failureText(error) });
  const create = useMutation({
    mutationFn: () => adminApi.createInvite({ email: email.trim(), role }),
    onSuccess: () => {
      setEmail('');
      done(t.saved)();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: adminApi.deleteInvite,
    onSuccess: done(t.deleted),
    onError: fail,
  });
  const columns: ColumnDef<InviteDto, unknown>[] = [
    {
      id: 'email',
      header: t.email,
      cell: ({ row }) => (
        <span dir="ltr" className="break-all">
          {row.original.email}
        </span>
      ),
    },
    { id: 'role', header: t.role, cell: ({ row }) => t.roles[row.original.role] },
    { id: 'state', header: t.status, cell: ({ row }) => t.offers.state[row.original.state] },
    {
      id: 'expires',
      header: t.offers.expiresAt,
      cell: ({ row }) => formatDateShort(row.original.expiresAt),
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
          {t.delete}
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-line p-4"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1.5">
          <span className="font-semibold">{t.email}</span>
          <input
            type="email"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </label>
        <label className="flex min-w-0 flex-1 basis-40 flex-col gap-1.5">
          <span className="font-semibold">{t.role}</span>
          <select
            value={role}
            onChange={(e) => setRole(e.target.value as UserRole)}
            className={inputClass}
          >
            {USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {t.roles[r]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" loading={create.isPending} disabled={!email.trim()}>
          {t.offers.createInvite}
        </Button>
      </form>
      <DataTable
        caption={t.offers.invites}
        columns={columns}
        rows={data?.list}
        total={data?.total ?? 0}
        state={state}
        update={update}
        sizes={sizes}
        loading={isFetching}
        rowKey={(r) => r.id}
      />
    </div>
  );
}
