import { useAuth } from '../../lib/auth-context.tsx';
import { useState } from 'react';
import type { TransactionDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { cancelOrder } from './checkout-api.ts';
import { payStep } from './checkout-logic.ts';
import { PaymentDone } from './payment-done.tsx';
import { stepTitle, checkoutText as t } from './text.ts';
import { VoucherDetails } from './voucher-details.tsx';
import { WalletWaiting } from './wallet-waiting.tsx';

interface TxViewProps {
  tx: TransactionDto;
  planName: string;
  /** Ask for the transaction again now (after a dev action or a cancel). */
  refresh: () => void;
  /** Leave this transaction and choose a method again. */
  retry: () => void;
}

/** One transaction's state: waiting (per method), done, or failed/expired/canceled with a retry. */
export function TxView({ tx, planName, refresh, retry }: TxViewProps) {
  const me = useAuth().user;
  const step = payStep(tx.status);
  if (step === 'done') return <PaymentDone tx={tx} planName={planName} />;
  if (step !== 'waiting') {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 py-6 text-center"
        data-testid={`tx-${step}`}
      >
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-danger-fill text-2xl text-danger-strong"
        >
          !
        </span>
        <h2 className="text-xl font-bold">{stepTitle(me)[step].title}</h2>
        <p className="max-w-md text-soft">{stepTitle(me)[step].body}</p>
        <Button onClick={retry}>{t.progress.retry(me)}</Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5" data-testid="tx-waiting">
      {tx.method === 'Fawry' ? (
        <VoucherDetails tx={tx} onChanged={refresh} />
      ) : tx.method === 'EWallet' ? (
        <WalletWaiting tx={tx} onChanged={refresh} />
      ) : (
        <CardWaiting tx={tx} />
      )}
      <p role="status" className="flex items-center gap-2 text-muted">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
        />
        {stepTitle(me).waiting.title}
      </p>
      <CancelOrder tx={tx} onCanceled={refresh} />
    </div>
  );
}

function CardWaiting({ tx }: { tx: TransactionDto }) {
  const me = useAuth().user;
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="max-w-md text-soft">{stepTitle(me).waiting.body}</p>
      {tx.redirectUrl && (
        <a
          href={tx.redirectUrl}
          className="font-semibold text-brand-ink underline underline-offset-4"
        >
          {t.card.secure(me)}
        </a>
      )}
    </div>
  );
}

function CancelOrder({ tx, onCanceled }: { tx: TransactionDto; onCanceled: () => void }) {
  const me = useAuth().user;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await cancelOrder(tx.id);
      toast({ type: 'info', title: t.progress.canceledToast });
      setOpen(false);
      onCanceled();
    } catch (e) {
      toast({ type: 'error', title: failureText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t.progress.cancelConfirm(me)}
      trigger={
        <Button variant="ghost" className="self-start">
          {t.progress.cancel}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t.progress.keep(me)}</Button>
          </DialogClose>
          <Button variant="danger" loading={busy} onClick={() => void cancel()}>
            {t.progress.cancel}
          </Button>
        </>
      }
    />
  );
}
