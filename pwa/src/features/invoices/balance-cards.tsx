import { formatMoney, type InvoiceStats } from '@kalam/shared';
import { Skeleton } from '../../ui/skeleton.tsx';
import { withdrawalText } from './withdrawal-text.ts';

const t = withdrawalText.balance;

/** The tutor's money as the ledger sums it: available first, then earned, pending and paid. */
export function BalanceCards({ stats }: { stats?: InvoiceStats }) {
  const cards = [
    { key: 'available', label: t.available, value: stats?.available, main: true },
    { key: 'earned', label: t.earned, value: stats?.earned },
    { key: 'pending', label: t.pending, value: stats?.pending },
    { key: 'paid', label: t.paid, value: stats?.paid },
  ];
  return (
    <section aria-label={t.label}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((c) => (
          <li
            key={c.key}
            data-testid={`balance-${c.key}`}
            className={`flex min-w-0 flex-col gap-1 rounded-2xl border p-4 shadow-sm ${
              c.main ? 'border-teal-300 bg-brand-soft dark:border-teal-800' : 'border-line bg-card'
            }`}
          >
            <span className="text-sm font-semibold text-quiet">{c.label}</span>
            {c.value === undefined ? (
              <Skeleton className="h-8 w-24" />
            ) : (
              <span className="text-xl font-extrabold tabular-nums text-ink sm:text-2xl">
                {formatMoney(c.value)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
