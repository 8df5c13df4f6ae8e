import { useAuth } from '../../lib/auth-context.tsx';
import { useState } from 'react';
import { errorMessage, type TransactionDto } from '@kalam/shared';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { payByWallet, type PlanChoice } from './checkout-api.ts';
import { walletMobile } from './checkout-logic.ts';
import { PayErrorNote, usePayAction } from './pay-error.tsx';
import { checkoutText as t } from './text.ts';

/** Mobile wallet: a pay request goes to the number; the customer approves it on the phone. */
export function WalletTab({
  choice,
  onStarted,
}: {
  choice: PlanChoice;
  onStarted: (tx: TransactionDto) => void;
}) {
  const me = useAuth().user;
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const { busy, error, run } = usePayAction(onStarted);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const mobile = walletMobile(phone);
        if (!mobile) {
          setPhoneError(errorMessage('invalid-phone'));
          return;
        }
        setPhoneError(null);
        void run(() => payByWallet(choice, mobile));
      }}
    >
      <p className="text-soft">{t.wallet.intro}</p>
      <TextField
        label={t.wallet.phone}
        hint={t.wallet.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={phoneError ?? undefined}
      />
      <Button type="submit" loading={busy} className="self-start">
        {t.wallet.submit(me)}
      </Button>
      <PayErrorNote error={error} />
    </form>
  );
}
