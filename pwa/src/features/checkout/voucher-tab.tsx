import { useAuth } from '../../lib/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { payByVoucher, type PlanChoice } from './checkout-api.ts';
import { PayErrorNote, usePayAction } from './pay-error.tsx';
import { checkoutText as t } from './text.ts';
import type { TransactionDto } from '@kalam/shared';

/** Fawry voucher: one click asks for a reference number; paying happens at an outlet or in an app. */
export function VoucherTab({
  choice,
  onStarted,
}: {
  choice: PlanChoice;
  onStarted: (tx: TransactionDto) => void;
}) {
  const me = useAuth().user;
  const { busy, error, run } = usePayAction(onStarted);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-soft">{t.fawry.intro(me)}</p>
      <Button
        onClick={() => void run(() => payByVoucher(choice))}
        loading={busy}
        className="self-start"
      >
        {t.fawry.create(me)}
      </Button>
      <PayErrorNote error={error} />
    </div>
  );
}
