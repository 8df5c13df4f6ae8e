import { Receipt } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatMoney, paymentCalls, type TransactionDto, joinParts } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { groupDigits } from '../../lib/format.ts';
import { isPending, resumePath } from '../../lib/pending-orders.ts';
import { failureText } from '../../lib/form.ts';
import { usePageSize } from '../../lib/page-size.ts';
import { buttonClass } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Table, type Column } from '../../ui/table.tsx';
import { usePaging } from '../../ui/use-paging.ts';
import { METHOD_LABELS, orderLabel, orderTone, type StatusTone } from '../../lib/payment-labels.ts';
import { invoicesText as t } from './text.ts';
import { paymentKeys } from '../../lib/query-keys.ts';
import { planListQuery } from '../../lib/plan-list.ts';
import { TutorInvoices } from './tutor-invoices.tsx';

const dateFormat = new Intl.DateTimeFormat('ar-EG', {
  timeZone: 'Africa/Cairo',
  dateStyle: 'medium',
});

const toneClass: Record<StatusTone, string> = {
  ok: 'bg-ok-fill text-ok-text',
  wait: 'bg-warn-fill text-warn-text',
  bad: 'bg-danger-fill text-danger-ink',
  neutral: 'bg-subtle text-body',
};

/** Spec §2 /invoices: a tutor's earnings and withdrawals; a student's payment history. */
export function Component() {
  const { user } = useAuth();
  return user?.role === 'Tutor' ? <TutorInvoices /> : <StudentPayments />;
}

/** A student's payment history from GET /tx/list, one server page at a time. */
function StudentPayments() {
  const me = useAuth().user;
  const { user } = useAuth();
  const [size] = usePageSize();
  const [total, setTotal] = useState(0);
  const paging = usePaging(total, size);
  const page = useQuery({
    queryKey: paymentKeys.transactions(paging.page, size),
    queryFn: async () => {
      const answer = await call(paymentCalls.transactions, {
        query: { page: paging.page, size },
      });
      setTotal(answer.total);
      return answer;
    },
    placeholderData: keepPreviousData,
  });
  const plans = useQuery(planListQuery);
  const planNames = useMemo(
    () => new Map((plans.data?.list ?? []).map((p) => [p.id, p.nameAr])),
    [plans.data],
  );

  const columns: Column<TransactionDto>[] = [
    {
      key: 'date',
      header: t.columns.date,
      cell: (tx) => dateFormat.format(new Date(tx.paidAt ?? tx.createdAt)),
      className: 'whitespace-nowrap',
    },
    {
      key: 'plan',
      header: t.columns.plan,
      cell: (tx) =>
        joinParts(planNames.get(tx.planId) ?? t.unknownPlan, t.periods[tx.period] ?? tx.period),
    },
    {
      key: 'amount',
      header: t.columns.amount,
      cell: (tx) => (
        <span className="whitespace-nowrap tabular-nums">{formatMoney(tx.amount)}</span>
      ),
    },
    { key: 'method', header: t.columns.method, cell: (tx) => METHOD_LABELS[tx.method] },
    {
      key: 'status',
      header: t.columns.status,
      cell: (tx) => (
        <span
          data-testid="tx-status"
          className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-sm font-semibold ${toneClass[orderTone(tx)]}`}
        >
          {orderLabel(tx)}
        </span>
      ),
    },
    {
      key: 'next',
      header: t.columns.next,
      // An unpaid order keeps its reference and its way back to paying (issue 16).
      cell: (tx) =>
        isPending(tx, Date.now()) ? (
          <span className="flex flex-col items-start gap-1">
            {tx.referenceNumber && (
              <bdo dir="ltr" className="font-mono font-bold whitespace-nowrap">
                {groupDigits(tx.referenceNumber)}
              </bdo>
            )}
            <Link to={resumePath(tx)} className="font-semibold text-brand-ink underline">
              {t.resume(me)}
            </Link>
          </span>
        ) : null,
    },
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-wrap items-center gap-3">
        <div className="flex-1">
          <h1 className="text-2xl font-extrabold">{t.title}</h1>
          <p className="mt-1 text-muted">{t.subtitle}</p>
        </div>
        {/* Saved cards pay for plans: a student's, not a tutor's (issue 16). */}
        {user?.role === 'Student' && (
          <Link to="/payments" className={buttonClass.ghost}>
            {t.cards}
          </Link>
        )}
      </header>
      {page.isError ? (
        <p
          role="alert"
          className="rounded-xl border border-danger-line bg-danger-soft px-4 py-3 font-semibold text-danger-ink"
        >
          {failureText(page.error)}
        </p>
      ) : (
        <Table
          caption={t.caption}
          columns={columns}
          rows={page.data?.list ?? []}
          rowKey={(tx) => tx.id}
          loading={page.isPending}
          paging={total > size ? paging : undefined}
          empty={
            <EmptyState
              icon={<Receipt className="size-10" />}
              title={t.empty}
              description={t.emptyBody(me)}
              action={
                <Link to="/plans" className={buttonClass.primary}>
                  {t.plans(me)}
                </Link>
              }
            />
          }
        />
      )}
    </div>
  );
}
