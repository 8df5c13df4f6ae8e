import { useAuth } from '../lib/auth-context.tsx';
import { Link } from 'react-router';
import { formatMoney, type TransactionDto, SEPARATOR } from '@kalam/shared';
import { ar } from '../i18n/ar.ts';
import { formatDayTime, groupDigits } from '../lib/format.ts';
import { resumePath } from '../lib/pending-orders.ts';
import { buttonClass } from './button.tsx';

/**
 * An order waiting to be paid: its Fawry reference (or that the wallet waits), amount, expiry,
 * and the way back to its checkout. The reference is in Arabic-Indic digits like every number the
 * page shows, in a `bdo` so its groups keep their order left to right (decision 289).
 */
export function PendingOrder({ tx, planName }: { tx: TransactionDto; planName?: string }) {
  const reader = useAuth().user;
  const t = ar.pendingOrder;
  return (
    <section
      data-testid="pending-order"
      aria-label={t.title}
      className="flex flex-col gap-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 dark:border-amber-500 dark:bg-amber-950/40"
    >
      <h2 className="font-bold text-warn-strong">
        {t.title}
        {planName ? `${SEPARATOR}${planName}` : ''}
      </h2>
      {tx.method === 'Fawry' && tx.referenceNumber ? (
        <p>
          <span className="block text-sm text-soft">{t.reference}</span>
          <bdo
            dir="ltr"
            data-testid="pending-reference"
            className="font-mono text-2xl font-extrabold tracking-wider"
          >
            {groupDigits(tx.referenceNumber)}
          </bdo>
        </p>
      ) : (
        <p className="text-soft">{t.wallet}</p>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted">{t.amount}</dt>
          <dd className="font-bold">{formatMoney(tx.amount)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t.expires}</dt>
          <dd className="font-bold">{formatDayTime(tx.expiresAt)}</dd>
        </div>
      </dl>
      <Link to={resumePath(tx)} className={`${buttonClass.secondary} self-start`}>
        {t.resume(reader)}
      </Link>
    </section>
  );
}
