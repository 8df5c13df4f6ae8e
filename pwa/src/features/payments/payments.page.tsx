import { useAuth } from '../../lib/auth-context.tsx';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import { paymentCalls, type CardTokenDto } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { paymentKeys } from '../../lib/query-keys.ts';
import { failureText } from '../../lib/form.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast-store.ts';
import { paymentsText as t } from './text.ts';

const cardsKey = paymentKeys.cards;

/** Spec §2 /payments: the saved cards, each removable after a confirmation. */
export function Component() {
  const me = useAuth().user;
  const cards = useQuery({
    queryKey: cardsKey,
    queryFn: () => call(paymentCalls.cards),
  });
  const [adding, setAdding] = useState(false);

  const addCard = async () => {
    setAdding(true);
    try {
      const { url } = await call(paymentCalls.addCardUrl);
      window.location.assign(url);
    } catch (e) {
      toast({ type: 'error', title: failureText(e) });
      setAdding(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-wrap items-center gap-3">
        <div className="flex-1">
          <h1 className="text-2xl font-extrabold">{t.title}</h1>
          <p className="mt-1 text-muted">{t.subtitle}</p>
        </div>
        <Link to="/invoices" className={buttonClass.ghost}>
          {t.invoices}
        </Link>
      </header>
      <Card>
        {cards.isPending ? (
          <SkeletonLines lines={3} />
        ) : cards.isError ? (
          <p role="alert" className="font-semibold text-danger-strong">
            {failureText(cards.error)}
          </p>
        ) : cards.data.list.length === 0 ? (
          <EmptyState
            icon={<CreditCard className="size-10" />}
            title={t.empty}
            description={t.emptyBody(me)}
          />
        ) : (
          <ul className="flex flex-col divide-y divide-line" data-testid="saved-cards">
            {cards.data.list.map((card) => (
              <SavedCard key={card.token} card={card} />
            ))}
          </ul>
        )}
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => void addCard()}
          loading={adding}
        >
          {t.add(me)}
        </Button>
      </Card>
    </div>
  );
}

function SavedCard({ card }: { card: CardTokenDto }) {
  const me = useAuth().user;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const label = t.card(card.brand, card.lastFour);
  const remove = useOneAtATimeMutation({
    mutationFn: () => call(paymentCalls.removeCard, { body: { cardToken: card.token } }),
    onSuccess: async () => {
      setOpen(false);
      toast({ type: 'success', title: t.removed });
      await queryClient.invalidateQueries({ queryKey: cardsKey });
    },
    onError: (e) => toast({ type: 'error', title: failureText(e) }),
  });
  return (
    <li className="flex items-center gap-3 py-3">
      <span aria-hidden="true" className="text-2xl">
        <CreditCard className="size-6" />
      </span>
      <span className="flex-1 font-semibold">{label}</span>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t.confirmTitle}
        description={t.confirmBody(label, me)}
        trigger={
          <Button variant="ghost" aria-label={`${t.remove} ${label}`}>
            {t.remove}
          </Button>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t.keep(me)}</Button>
            </DialogClose>
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t.remove}
            </Button>
          </>
        }
      />
    </li>
  );
}
