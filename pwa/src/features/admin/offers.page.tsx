import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import type { ColumnDef } from '@tanstack/react-table';
import {
  formatMoney,
  MONEY_SCALER,
  toArabicDigits,
  wallClock,
  USER_ROLES,
  type CouponDto,
  type InviteDto,
  type UserRole,
  type Gendered,
} from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { formatDate } from '../../lib/format.ts';
import { showArabicDigits } from '../../lib/arabic-digits-input.ts';
import { DateFields } from '../../ui/date-fields.tsx';
import { formatNumber } from '../../lib/numbers.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi, type Page } from './admin-api.ts';
import { offerRefusal } from './offer-refusal.ts';
import { couponBody } from './coupon-body.ts';
import { DataTable } from './data-table.tsx';
import { Badge, inputClass, PageHeader } from './parts.tsx';
import { useTableState } from './table-state.ts';
import { adminText as t } from './text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

/** One input of a tab's "new" form. */
interface Field {
  name: string;
  label: string;
  type: 'text' | 'date' | 'email' | 'select';
  /** A number: it reads Arabic digits, whichever set is typed (read back by `typedNumber`). */
  numeric?: boolean;
  initial: () => string;
  options?: readonly (readonly [string, string])[];
  /** Flex basis, so the form wraps well at 360 px. */
  basis: string;
  /** The body's key when it is not `name` (a refusal names the field by it). */
  path?: string;
}

/**
 * What makes the coupons tab and the invites tab differ (decision 198): the rest — table, search,
 * paging in the address under the tab's own prefix, the form, create and delete — is one
 * component.
 */
interface OfferKind<Row extends { id: string }> {
  /** The tab's value in `?tab=`; also its query key. */
  tab: 'coupons' | 'invites';
  /** The address keys of this tab's table: `cpage`, `cq`… */
  prefix: string;
  title: string;
  createLabel: string;
  searchLabel: (reader: Gendered) => string;
  fields: Field[];
  /** Whether the form may be sent. */
  ready: (draft: Record<string, string>) => boolean;
  create: (draft: Record<string, string>) => Promise<unknown>;
  list: (query: { page: number; size: number; search?: string }) => Promise<Page<Row>>;
  remove: (id: string) => Promise<unknown>;
  /** Whether a row may still be deleted (a used invite may not; the server refuses it too). */
  removable?: (row: Row) => boolean;
  /** What the delete asks first: the row by its code or address, and what stops working. */
  sure: (row: Row) => { title: string; body: string };
  /** «لأ، سيبه» or «لأ، سيبها»: the thing's own gender, in the reader's. */
  keep: (reader: Gendered) => string;
  /** Editing a row in the same form, prefilled (coupons; an invite is withdrawn and made anew). */
  edit?: {
    /** The row as the form's draft. */
    draft: (row: Row) => Record<string, string>;
    /** Sends what changed between the row's draft and the one typed. */
    save: (
      row: Row,
      before: Record<string, string>,
      draft: Record<string, string>,
    ) => Promise<unknown>;
    /** The line over the form while it edits: which row. */
    title: (row: Row) => string;
  };
  columns: ColumnDef<Row, unknown>[];
}

const days30 = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
/** An offer expires this year or within the next two. */
const EXPIRY_YEARS = Array.from({ length: 3 }, (_, i) => new Date().getFullYear() + i);

const COUPONS: OfferKind<CouponDto> = {
  tab: 'coupons',
  prefix: 'c',
  title: t.offers.coupons,
  createLabel: t.offers.createCoupon,
  searchLabel: t.offers.searchCoupons,
  fields: [
    { name: 'code', label: t.offers.code, type: 'text', initial: () => '', basis: 'basis-36' },
    {
      name: 'discount',
      label: t.offers.discount,
      type: 'text',
      numeric: true,
      initial: () => '١٠',
      basis: 'basis-36',
    },
    {
      name: 'maxDiscount',
      label: t.offers.maxDiscount,
      type: 'text',
      numeric: true,
      initial: () => '١٠٠',
      basis: 'basis-36',
    },
    {
      name: 'expires',
      label: t.offers.expiresAt,
      type: 'date',
      initial: days30,
      basis: 'basis-72',
      path: 'expiresAt',
    },
  ],
  ready: (d) => Boolean(d.code?.trim() && d.expires),
  create: (d) => adminApi.createCoupon(couponBody(d)),
  list: adminApi.coupons,
  remove: adminApi.deleteCoupon,
  edit: {
    draft: (coupon) => ({
      code: coupon.code,
      discount: toArabicDigits(String(coupon.discount)),
      maxDiscount: toArabicDigits(String(coupon.maxDiscount / MONEY_SCALER)),
      expires: wallClock(Date.parse(coupon.expiresAt)).date,
    }),
    // Only what changed: an expired coupon's discount can be mended without its date being
    // refused as past, and the server sees one change in the audit log, not four.
    save: (coupon, before, draft) => {
      const was = couponBody(before);
      const next = couponBody(draft);
      const changed = Object.fromEntries(
        Object.entries(next).filter(([key, value]) => was[key as keyof typeof was] !== value),
      );
      return adminApi.updateCoupon(coupon.id, changed);
    },
    title: (coupon) => t.offers.editing(coupon.code),
  },
  sure: (coupon) => ({ title: t.sure.coupon(coupon.code), body: t.sure.couponBody }),
  keep: t.sure.keepIt,
  columns: [
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
          formatDate(row.original.expiresAt)
        ),
    },
  ],
};

const INVITES: OfferKind<InviteDto> = {
  tab: 'invites',
  prefix: 'i',
  title: t.offers.invites,
  createLabel: t.offers.createInvite,
  searchLabel: t.offers.searchInvites,
  fields: [
    { name: 'email', label: t.email, type: 'email', initial: () => '', basis: 'basis-56' },
    {
      name: 'role',
      label: t.role,
      type: 'select',
      initial: () => 'Tutor',
      options: USER_ROLES.map((r) => [r, t.roles[r]] as const),
      basis: 'basis-40',
    },
  ],
  ready: (d) => Boolean(d.email?.trim()),
  create: (d) => adminApi.createInvite({ email: d.email!.trim(), role: d.role as UserRole }),
  list: adminApi.invites,
  remove: adminApi.deleteInvite,
  removable: (invite) => invite.state !== 'accepted',
  sure: (invite) => ({ title: t.sure.invite(invite.email), body: t.sure.inviteBody }),
  keep: t.sure.keepHer,
  columns: [
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
      cell: ({ row }) => formatDate(row.original.expiresAt),
    },
  ],
};

/** `/admin/offers`: discount coupons and invitations to join (spec §1 "coupons, invites"). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'invites' ? 'invites' : 'coupons';
  return (
    <>
      <PageHeader title="الكوبونات والدعوات" />
      <Tabs
        label="الكوبونات والدعوات"
        value={tab}
        // Each tab keeps its own page and search (its prefixed keys); only `tab` changes here.
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
        tabs={[
          { value: 'coupons', label: t.offers.coupons, content: <OfferTab kind={COUPONS} /> },
          { value: 'invites', label: t.offers.invites, content: <OfferTab kind={INVITES} /> },
        ]}
      />
    </>
  );
}

function OfferTab<Row extends { id: string }>({ kind }: { kind: OfferKind<Row> }) {
  const me = useAuth().user;
  const table = useTableState({ prefix: kind.prefix });
  const { state } = table;
  const client = useQueryClient();
  const { data, isFetching } = useQuery({
    queryKey: ['admin', kind.tab, state],
    queryFn: () => kind.list({ page: state.page, size: state.size, search: state.q }),
    placeholderData: keepPreviousData,
  });
  const blank = () => Object.fromEntries(kind.fields.map((f) => [f.name, f.initial()]));
  const [draft, setDraft] = useState<Record<string, string>>(blank);
  // The row the form edits, with its values as first shown (what «احفظ» compares against).
  const [editing, setEditing] = useState<{ row: Row; before: Record<string, string> } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const done = (title: string) => () => {
    toast({ type: 'success', title });
    void client.invalidateQueries({ queryKey: ['admin', kind.tab] });
  };
  const fail = (error: unknown) => toast({ type: 'error', title: failureText(error) });
  const leaveEdit = () => {
    setEditing(null);
    setDraft(blank());
  };
  const create = useOneAtATimeMutation({
    mutationFn: () =>
      editing && kind.edit
        ? kind.edit.save(editing.row, editing.before, draft)
        : kind.create(draft),
    onSuccess: () => {
      leaveEdit();
      done(t.saved)();
    },
    // Refused the same way whether made or edited: the field named, in the form's order.
    onError: (error) => toast({ type: 'error', title: offerRefusal(error, kind.fields) }),
  });
  const startEdit = (row: Row) => {
    const before = kind.edit!.draft(row);
    setEditing({ row, before });
    setDraft(before);
    // The form is above the table: on a phone the row's button is a screen or more below it.
    form.current?.scrollIntoView({ block: 'nearest' });
    form.current?.querySelector('input')?.focus();
  };
  const unchanged =
    editing !== null && kind.fields.every((f) => editing.before[f.name] === draft[f.name]);
  const remove = useOneAtATimeMutation({
    mutationFn: kind.remove,
    onSuccess: done(t.deleted),
    onError: fail,
  });
  const columns: ColumnDef<Row, unknown>[] = [
    ...kind.columns,
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) => {
        const removable = !kind.removable || kind.removable(row.original);
        if (!removable && !kind.edit) return null;
        const sure = kind.sure(row.original);
        return (
          <div className="flex flex-wrap gap-1">
            {kind.edit && (
              <Button
                variant="ghost"
                className="min-h-9 px-3 text-sm"
                onClick={() => startEdit(row.original)}
              >
                {t.edit(me)}
              </Button>
            )}
            {removable && (
              <ConfirmButton
                label={t.delete(me)}
                title={sure.title}
                description={sure.body}
                keep={kind.keep(me)}
                className="min-h-9 px-3 text-sm"
                // A refusal toasts (the mutation's onError) and the dialog closes, as every
                // ConfirmButton does.
                onConfirm={() => remove.mutateAsync(row.original.id).catch(() => undefined)}
              />
            )}
          </div>
        );
      },
    },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid={`offers-${kind.tab}`}>
      <form
        ref={form}
        data-testid={`offer-form-${kind.tab}`}
        className="flex scroll-mt-20 flex-wrap items-end gap-3 rounded-2xl border border-line p-4"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        {editing && kind.edit && (
          <p className="basis-full font-semibold" data-testid="offer-editing">
            {kind.edit.title(editing.row)}
          </p>
        )}
        {kind.fields.map((field) =>
          field.type === 'date' ? (
            <div key={field.name} className={`min-w-0 flex-1 ${field.basis}`}>
              <DateFields
                label={field.label}
                value={draft[field.name] ?? ''}
                onChange={(value) => setDraft({ ...draft, [field.name]: value })}
                years={EXPIRY_YEARS}
                testId={`offer-${field.name}`}
              />
            </div>
          ) : (
            <label
              key={field.name}
              className={`flex min-w-0 flex-1 ${field.basis} flex-col gap-1.5`}
            >
              <span className="font-semibold">{field.label}</span>
              {field.type === 'select' ? (
                <select
                  value={draft[field.name]}
                  onChange={(e) => setDraft({ ...draft, [field.name]: e.target.value })}
                  className={inputClass}
                >
                  {field.options?.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  type={field.type}
                  dir="ltr"
                  inputMode={field.numeric ? 'numeric' : undefined}
                  value={draft[field.name]}
                  onChange={(e) => {
                    if (field.numeric) showArabicDigits(e);
                    setDraft({ ...draft, [field.name]: e.target.value });
                  }}
                  className={inputClass}
                />
              )}
            </label>
          ),
        )}
        <Button type="submit" loading={create.isPending} disabled={!kind.ready(draft) || unchanged}>
          {editing ? t.save(me) : kind.createLabel}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={leaveEdit}>
            {t.cancel}
          </Button>
        )}
      </form>
      <DataTable
        caption={kind.title}
        columns={columns}
        page={data}
        table={table}
        loading={isFetching}
        rowKey={(r) => r.id}
        searchLabel={kind.searchLabel(me)}
      />
    </div>
  );
}
