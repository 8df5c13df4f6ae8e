import { useAuth } from '../../lib/auth-context.tsx';
import { useEffect, useRef, useState, type RefObject } from 'react';
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
  /** Set by the page when the user just started this order: its first state takes focus. */
  justStarted?: RefObject<boolean>;
}

/**
 * The order's news takes focus when focus would otherwise be lost (the pressed button gone with
 * the old state: «ابعت طلب الدفع», «موافقة تجريبية»), so the keyboard and a screen reader land
 * on what happened instead of the page's top. Not on the first show after a load: the page's own
 * focus stands then.
 */
function useNewsFocus(key: string, justStarted?: RefObject<boolean>) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    if (shown.current === key) return;
    shown.current = key;
    if (first && !justStarted?.current) return;
    if (justStarted) justStarted.current = false;
    const now = document.activeElement;
    const lost = !now || now === document.body || now.id === 'main';
    if (lost) box.current?.focus({ preventScroll: false });
  }, [key, justStarted]);
  return box;
}

/** One transaction's state: waiting (per method), done, or failed/expired/canceled with a retry. */
export function TxView({ tx, planName, refresh, retry, justStarted }: TxViewProps) {
  const me = useAuth().user;
  const step = payStep(tx.status);
  const box = useNewsFocus(`${tx.id}:${step}`, justStarted);
  const focusBox = { ref: box, tabIndex: -1, className: 'outline-none' };
  if (step === 'done')
    return (
      <div {...focusBox}>
        <PaymentDone tx={tx} planName={planName} />
      </div>
    );
  if (step !== 'waiting') {
    return (
      <div
        {...focusBox}
        role="status"
        className="flex flex-col items-center gap-3 py-6 text-center outline-none"
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
    <div {...focusBox} className="flex flex-col gap-5 outline-none" data-testid="tx-waiting">
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
          {t.card.resume(me)}
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
