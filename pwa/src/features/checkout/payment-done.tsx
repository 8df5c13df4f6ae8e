import { useAuth } from '../../lib/auth-context.tsx';
import { Link } from 'react-router';
import { useMySubscription } from '../../lib/current-plan.ts';
import type { TransactionDto } from '@kalam/shared';
import { buttonClass } from '../../ui/button.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { formatDate } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { checkoutText as t } from './text.ts';

/** After payment: the subscription it granted and the next step, finding a tutor. */
export function PaymentDone({ tx, planName }: { tx: TransactionDto; planName: string }) {
  const me = useAuth().user;
  // Paid comes before the grant (decision 071): ask again once it is Processed.
  const sub = useMySubscription(tx.status === 'Processed' || tx.status === 'Paid');
  const mine = sub.data;
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="payment-done">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-ok-fill text-3xl text-ok-strong"
      >
        ✓
      </span>
      <h2 className="text-2xl font-extrabold">{t.done.title}</h2>
      <p className="max-w-md text-soft">{t.done.body}</p>
      <div
        className="w-full max-w-sm rounded-2xl border border-line-strong p-4 text-start"
        data-testid="done-subscription"
      >
        <p className="text-sm text-muted">{t.done.subscription}</p>
        {sub.isPending ? (
          <SkeletonLines lines={2} />
        ) : mine ? (
          <>
            <p className="text-lg font-bold">{planName}</p>
            <p>
              {t.done.until} {formatDate(mine.endsAt)}
            </p>
            <p className="mt-1 text-soft">
              {t.done.remaining}:{' '}
              <span className="font-bold tabular-nums">{formatNumber(mine.remainingMinutes)}</span>
            </p>
          </>
        ) : (
          <p className="text-lg font-bold">{planName}</p>
        )}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/tutors" className={buttonClass.primary}>
          {t.done.findTutor(me)}
        </Link>
        <Link to="/invoices" className={buttonClass.secondary}>
          {t.done.invoices}
        </Link>
      </div>
    </div>
  );
}
