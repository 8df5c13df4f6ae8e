import { Link } from 'react-router';
import { useState } from 'react';
import { count, formatMoney } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatDayTime } from '../../lib/format.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { usePaging } from '../../ui/use-paging.ts';
import { BalanceCards } from './balance-cards.tsx';
import { useEarnings, useInvoiceStats } from './invoices-api.ts';
import { useInvoiceEvents } from './use-invoice-events.ts';
import { withdrawalText } from './withdrawal-text.ts';

const t = withdrawalText;
const SIZE = 5;

/** On /t/dashboard: the balance from the ledger and what each taught lesson earned. */
export function EarningsCard() {
  const { user } = useAuth();
  useInvoiceEvents();
  const stats = useInvoiceStats(user?.id);
  const [total, setTotal] = useState(0);
  const paging = usePaging(total, SIZE);
  const earnings = useEarnings(user?.id, paging.page, SIZE);
  if (earnings.data && earnings.data.total !== total) setTotal(earnings.data.total);
  return (
    <Card
      title={t.balance.label}
      data-testid="earnings"
      actions={
        <Link to="/invoices" className={buttonClass.secondary}>
          {t.earnings.all}
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        <BalanceCards stats={stats.data} />
        <h3 className="font-bold">{t.earnings.title}</h3>
        {earnings.isPending ? (
          <SkeletonLines lines={3} />
        ) : (earnings.data?.list.length ?? 0) === 0 ? (
          <EmptyState title={t.earnings.empty} description={t.earnings.emptyBody(user)} />
        ) : (
          <ul
            aria-label={t.earnings.caption}
            data-testid="earnings-list"
            className="divide-y divide-line"
          >
            {earnings.data!.list.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="min-w-0 flex-1">
                  {formatDayTime(e.lessonStart ?? e.at)}
                  {e.minutes !== null && (
                    <span className="ms-2 text-sm text-muted">({count('minutes', e.minutes)})</span>
                  )}
                </span>
                <span className="font-bold tabular-nums text-ok">{formatMoney(e.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {total > SIZE && <Pager paging={paging} />}
      </div>
    </Card>
  );
}
