import { useAuth } from '../../lib/auth-context.tsx';
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  errorMessage,
  formatMoney,
  splitInstalments,
  type Hundredths,
  type TransactionDto,
} from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import {
  addCardUrl,
  payByCard,
  payByInstallments,
  useSavedCards,
  type PlanChoice,
} from './checkout-api.ts';
import { checkoutReturnPath, cvvError, typedCvv } from './checkout-logic.ts';
import { PayErrorNote, usePayAction } from './pay-error.tsx';
import { rememberCheckoutPath } from './return-path.ts';
import { checkoutText as t } from './text.ts';

interface CardTabProps {
  choice: PlanChoice;
  onStarted: (tx: TransactionDto) => void;
  /** Bank instalments (2 or 3) instead of one card payment. */
  installments?: number;
  total: Hundredths;
}

/** A saved card with its CVV, paid through 3-D Secure; or a new card added at the gateway first. */
export function CardTab({ choice, onStarted, installments, total }: CardTabProps) {
  const me = useAuth().user;
  const cards = useSavedCards(true);
  const location = useLocation();
  const [token, setToken] = useState<string | null>(null);
  const [cvv, setCvv] = useState('');
  const [cvvMessage, setCvvMessage] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const { busy, error, run } = usePayAction(onStarted);
  const list = cards.data?.list ?? [];
  const chosen = token ?? list[0]?.token ?? null;

  const addCard = async () => {
    setAdding(true);
    try {
      const { url } = await addCardUrl();
      rememberCheckoutPath(
        checkoutReturnPath(
          location.pathname,
          installments ? 'installments' : 'card',
          choice.couponCode,
        ),
      );
      window.location.assign(url);
    } catch (e) {
      toast({ type: 'error', title: failureText(e) });
      setAdding(false);
    }
  };

  const pay = () => {
    const code = cvvError(cvv);
    if (code) {
      setCvvMessage(errorMessage(code));
      return;
    }
    setCvvMessage(null);
    if (!chosen) return;
    void run(() =>
      installments
        ? payByInstallments(choice, chosen, typedCvv(cvv), String(installments))
        : payByCard(choice, chosen, typedCvv(cvv)),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {installments && (
        <div className="rounded-xl bg-brand-soft px-4 py-3 text-brand-deep">
          <p>{t.card.installmentsIntro(installments)(me)}</p>
          <p className="mt-1 font-semibold">
            {t.card.installmentEach}: {formatMoney(splitInstalments(total, installments)[0]!)}
          </p>
        </div>
      )}
      {cards.isPending ? (
        <SkeletonLines lines={2} />
      ) : list.length === 0 ? (
        <p className="text-muted">{cards.isError ? failureText(cards.error) : t.card.none}</p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            pay();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">{t.card.saved}</legend>
            {list.map((card) => (
              <label
                key={card.token}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-field px-4 py-2 has-checked:border-brand-line has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  name="card"
                  value={card.token}
                  checked={chosen === card.token}
                  onChange={() => setToken(card.token)}
                  className="size-4 accent-brand"
                />
                <span>{t.card.ending(card.brand, card.lastFour)}</span>
              </label>
            ))}
          </fieldset>
          <TextField
            label={t.card.cvv}
            hint={t.card.cvvHint}
            value={cvv}
            onChange={(e) => setCvv(e.target.value)}
            error={cvvMessage ?? undefined}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            dir="ltr"
            className="max-w-40"
          />
          <p className="text-sm text-muted">{t.card.secure(me)}</p>
          <Button type="submit" loading={busy} className="self-start">
            {t.card.pay(me)} {formatMoney(total)}
          </Button>
        </form>
      )}
      <Button
        variant="secondary"
        onClick={() => void addCard()}
        loading={adding}
        className="self-start"
      >
        {t.card.add(me)}
      </Button>
      <PayErrorNote error={error} />
    </div>
  );
}
