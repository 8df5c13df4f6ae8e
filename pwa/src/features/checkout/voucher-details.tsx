import { useAuth } from '../../lib/auth-context.tsx';
import { useState } from 'react';
import { formatMoney, type TransactionDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { isLocalTarget, sandboxPayVoucher } from './checkout-api.ts';
import { groupDigits } from './checkout-logic.ts';
import { formatDayTime } from '../../lib/format.ts';
import { checkoutText as t } from './text.ts';

/** The voucher to pay at Fawry: the reference big and copyable, the amount, the expiry and how to pay. */
export function VoucherDetails({ tx, onChanged }: { tx: TransactionDto; onChanged: () => void }) {
  const me = useAuth().user;
  const [paying, setPaying] = useState(false);
  const reference = tx.referenceNumber ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      toast({ id: 'voucher-copied', type: 'success', title: t.fawry.copied });
    } catch {
      // No clipboard (insecure context): the number stays selectable on screen.
    }
  };

  const devPay = async () => {
    setPaying(true);
    try {
      await sandboxPayVoucher(reference);
      onChanged();
    } catch (e) {
      toast({ type: 'error', title: failureText(e) });
    } finally {
      setPaying(false);
    }
  };

  return (
    <div className="flex flex-col gap-5" data-testid="voucher">
      <div className="rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-5 text-center dark:border-amber-500 dark:bg-amber-950/40">
        <p className="font-semibold text-warn-body">{t.fawry.reference}</p>
        <p
          dir="ltr"
          data-testid="voucher-reference"
          // May wrap between groups of three, so a long reference stays inside its box.
          className="mt-2 select-all text-balance font-mono text-3xl font-extrabold tracking-wider text-ink lg:text-4xl"
        >
          <bdo dir="ltr">{groupDigits(reference)}</bdo>
        </p>
        <Button variant="secondary" onClick={() => void copy()} className="mt-4">
          {t.fawry.copy}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-subtle p-3">
          <dt className="text-sm text-muted">{t.fawry.amount}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatMoney(tx.amount)}</dd>
        </div>
        <div className="rounded-xl bg-subtle p-3">
          <dt className="text-sm text-muted">{t.fawry.expires}</dt>
          <dd className="font-bold">{formatDayTime(tx.expiresAt)}</dd>
        </div>
      </dl>
      <section>
        <h3 className="mb-2 font-bold">{t.fawry.stepsTitle(me)}</h3>
        <ol className="list-[arabic-indic] space-y-1.5 ps-6 text-soft">
          {t.fawry.steps(me).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {isLocalTarget && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-control p-3">
          <Button
            variant="secondary"
            onClick={() => void devPay()}
            loading={paying}
            data-testid="dev-pay"
          >
            {t.fawry.devPay}
          </Button>
          <span className="text-sm text-muted">{t.fawry.devHint}</span>
        </div>
      )}
    </div>
  );
}
