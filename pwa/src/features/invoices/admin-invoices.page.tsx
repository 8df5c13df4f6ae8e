import { useMemo, useState } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import {
  formatMoney,
  INVOICE_STATES,
  WITHDRAW_METHODS,
  type InvoiceDto,
  type InvoiceListQuery,
  type InvoiceState,
  type WithdrawMethod,
} from '@kalam/shared';
import { formatDateTime } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { failureText } from '../../lib/form.ts';
import { usePageSize } from '../../lib/page-size.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DateFields } from '../../ui/date-fields.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { usePaging } from '../../ui/use-paging.ts';
import { expectedTransfer } from './expected-transfer.ts';
import { useInvoices } from './invoices-api.ts';
import { ReceiptButton } from './receipt-viewer.tsx';
import { StateBadge } from './tutor-invoices.tsx';
import { useInvoiceEvents } from './use-invoice-events.ts';
import { InvoiceActions } from './invoice-actions.tsx';
import { payoutLabel } from './withdrawal-form.tsx';
import { withdrawalText } from './withdrawal-text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

/** Requests are filtered by day from the launch year (2026) to this one. */
const FILTER_YEARS = Array.from(
  { length: Math.max(1, new Date().getFullYear() - 2026 + 1) },
  (_, i) => 2026 + i,
);

const t = withdrawalText;
const a = withdrawalText.admin;

interface Filters {
  state: InvoiceState | '';
  method: WithdrawMethod | '';
  from: string;
  to: string;
  tutor: { id: string; name: string } | null;
}

/**
 * Spec §2 admin /invoices: every tutor's withdrawal requests, filtered and paged by the server,
 * with the §4 actions, the receipt upload with its progress and the note editor. New requests
 * and changes arrive live through the admin invoices channel.
 */
export function Component() {
  const me = useAuth().user;
  useInvoiceEvents({ adminChannel: true });
  const [filters, setFilters] = useState<Filters>({
    state: '',
    method: '',
    from: '',
    to: '',
    tutor: null,
  });
  const [total, setTotal] = useState(0);
  const [size] = usePageSize();
  const paging = usePaging(total, size);
  const query: InvoiceListQuery = {
    page: paging.page,
    size,
    state: filters.state || undefined,
    method: filters.method || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    tutorId: filters.tutor?.id,
  };
  const list = useInvoices(query);
  if (list.data && list.data.total !== total) setTotal(list.data.total);
  const set = (changes: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...changes }));
    paging.goto(1);
  };

  const columns = useMemo<ColumnDef<InvoiceDto>[]>(
    () => [
      {
        id: 'created',
        header: t.list.date,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>
        ),
      },
      {
        id: 'tutor',
        header: a.tutor,
        cell: ({ row }) => (
          <button
            type="button"
            className="text-start font-semibold text-brand-ink hover:underline"
            onClick={() => set({ tutor: row.original.user })}
            title={a.tutorFilter(row.original.user.name)}
          >
            {row.original.user.name}
          </button>
        ),
      },
      {
        id: 'amount',
        header: t.list.amount,
        cell: ({ row }) => (
          <span className="whitespace-nowrap font-bold tabular-nums">
            {formatMoney(row.original.amount)}
          </span>
        ),
      },
      {
        id: 'destination',
        header: a.destination,
        cell: ({ row }) => (
          <span className="[overflow-wrap:anywhere]">
            <bdi>{payoutLabel(row.original, true)}</bdi>
            {row.original.receiver && (
              <span className="block text-sm text-muted">{row.original.receiver}</span>
            )}
          </span>
        ),
      },
      {
        id: 'state',
        header: t.list.state,
        cell: ({ row }) => <StateDetails invoice={row.original} />,
      },
      {
        id: 'actions',
        header: a.actions,
        cell: ({ row }) => <InvoiceActions invoice={row.original} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const data = useMemo(() => list.data?.list ?? [], [list.data]);
  const table = useReactTable({ columns, data, getCoreRowModel: getCoreRowModel() });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6">
      <header>
        <h1 className="text-2xl font-extrabold">{a.title}</h1>
        <p className="mt-1 text-muted">{a.subtitle(me)}</p>
      </header>
      <Card title={a.filters}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <NativeSelect
            label={t.list.state}
            value={filters.state}
            onChange={(e) => set({ state: e.target.value as InvoiceState | '' })}
            placeholder={a.allStates}
            options={INVOICE_STATES.map((s) => [s, t.states[s]] as const)}
          />
          <NativeSelect
            label={t.list.method}
            value={filters.method}
            onChange={(e) => set({ method: e.target.value as WithdrawMethod | '' })}
            placeholder={a.allMethods}
            options={WITHDRAW_METHODS.map((m) => [m, t.methods[m]] as const)}
          />
          <DateFields
            label={a.from}
            optional
            value={filters.from}
            onChange={(from) => set({ from })}
            years={FILTER_YEARS}
            testId="invoices-from"
          />
          <DateFields
            label={a.to}
            optional
            value={filters.to}
            onChange={(to) => set({ to })}
            years={FILTER_YEARS}
            testId="invoices-to"
          />
        </div>
        {filters.tutor && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand-deep">
              {a.tutorFilter(filters.tutor.name)}
            </span>
            <Button
              variant="ghost"
              className="min-h-9 px-3 py-1"
              onClick={() => set({ tutor: null })}
            >
              {a.clearTutor}
            </Button>
          </div>
        )}
      </Card>
      {list.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {failureText(list.error)}
        </p>
      ) : list.isPending ? (
        <SkeletonLines lines={6} />
      ) : data.length === 0 ? (
        <EmptyState title={a.empty} />
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {a.live(formatNumber(total))}
          </p>
          {/* Wide screens: one table. Phones: one card per request (no sideways scroll). */}
          <div className="hidden overflow-hidden rounded-2xl border border-line lg:block">
            <table data-testid="admin-invoices" className="w-full border-collapse text-start">
              <thead className="bg-raised">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <th
                        key={header.id}
                        scope="col"
                        className="px-3 py-2 text-start text-sm font-bold text-soft"
                      >
                        {header.isPlaceholder
                          ? null
                          : flexRender(header.column.columnDef.header, header.getContext())}
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr
                    key={row.id}
                    data-testid="admin-invoice"
                    data-invoice={row.original.id}
                    className="border-t border-line align-top"
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className="px-3 py-3">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 lg:hidden" data-testid="admin-invoice-cards">
            {table.getRowModel().rows.map((row) => (
              <li
                key={row.id}
                data-testid="admin-invoice-card"
                data-invoice={row.original.id}
                className="flex flex-col gap-2 rounded-2xl border border-line bg-card p-4"
              >
                {row.getVisibleCells().map((cell) => (
                  <div key={cell.id} className="flex min-w-0 flex-wrap items-start gap-x-2">
                    <span className="w-24 shrink-0 text-sm font-semibold text-muted">
                      {flexRender(
                        cell.column.columnDef.header,
                        table
                          .getHeaderGroups()[0]!
                          .headers.find((h) => h.column.id === cell.column.id)!
                          .getContext(),
                      )}
                    </span>
                    <div className="min-w-0 flex-1">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </div>
                  </div>
                ))}
              </li>
            ))}
          </ul>
          {total > size && <Pager paging={paging} />}
        </>
      )}
    </div>
  );
}

function StateDetails({ invoice }: { invoice: InvoiceDto }) {
  const waiting = invoice.status === 'PendingApproval' || invoice.status === 'PendingCancellation';
  const deadline = expectedTransfer(invoice.expected, 'admin');
  return (
    <div className="flex flex-col items-start gap-1 text-sm">
      <StateBadge state={invoice.state} />
      {waiting && (
        <span>
          {deadline.label}: {deadline.days}
        </span>
      )}
      {invoice.requestedUpdate && (
        <span className="text-info-text">
          {t.list.requestedUpdate(
            `${formatMoney(invoice.requestedUpdate.amount)}، ${payoutLabel(invoice.requestedUpdate, true)}`,
          )}
        </span>
      )}
      {invoice.note && (
        <span data-testid="admin-note" className="break-words">
          <span className="font-semibold">{t.list.note}: </span>
          {invoice.note}
        </span>
      )}
      {invoice.receipt && <ReceiptButton url={invoice.receipt} />}
    </div>
  );
}
