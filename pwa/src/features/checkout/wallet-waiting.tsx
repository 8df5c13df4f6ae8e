import { useAuth } from '../../lib/auth-context.tsx';
import { Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import type { TransactionDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { isLocalTarget, sandboxWallet } from './checkout-api.ts';
import { checkoutText as t } from './text.ts';

/** A wallet request on its way: "check your phone", or the QR code to scan when the gateway sent one. */
export function WalletWaiting({ tx, onChanged }: { tx: TransactionDto; onChanged: () => void }) {
  const me = useAuth().user;
  const [qr, setQr] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);

  useEffect(() => {
    if (!tx.walletQr) return;
    let live = true;
    QRCode.toDataURL(tx.walletQr, { margin: 1, width: 240 })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [tx.walletQr]);

  const decide = async (decision: 'approve' | 'decline') => {
    setBusy(decision);
    try {
      await sandboxWallet(tx.id, decision);
      onChanged();
    } catch (e) {
      toast({ type: 'error', title: failureText(e) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="wallet-waiting">
      {qr ? (
        <>
          <p className="text-lg font-bold">{t.wallet.scanQr(me)}</p>
          <img
            src={qr}
            alt={t.wallet.scanQr(me)}
            width={240}
            height={240}
            className="rounded-xl bg-white p-2"
          />
        </>
      ) : (
        <>
          <span aria-hidden="true" className="text-5xl">
            <Smartphone className="size-10" />
          </span>
          <p className="text-xl font-bold">{t.wallet.checkPhone(me)}</p>
          <p className="max-w-md text-soft">{t.wallet.checkPhoneBody(me)}</p>
        </>
      )}
      {isLocalTarget && (
        <div className="flex flex-wrap justify-center gap-2 rounded-xl border border-dashed border-control p-3">
          <Button
            variant="secondary"
            onClick={() => void decide('approve')}
            loading={busy === 'approve'}
          >
            {t.wallet.devApprove}
          </Button>
          <Button
            variant="ghost"
            onClick={() => void decide('decline')}
            loading={busy === 'decline'}
          >
            {t.wallet.devDecline}
          </Button>
        </div>
      )}
    </div>
  );
}
