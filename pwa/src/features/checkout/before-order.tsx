import { useAuth } from '../../lib/auth-context.tsx';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentSubscriptionDto, TransactionDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { formatDate } from '../../lib/format.ts';
import { pendingOrdersKey } from '../../lib/pending-orders.ts';
import { offerFor } from '../../lib/plan-offer.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { PendingOrder } from '../../ui/pending-order.tsx';
import { toast } from '../../ui/toast-store.ts';
import { cancelOrder } from './checkout-api.ts';
import { checkoutText as t } from './text.ts';

interface BeforeOrderProps {
  planId: string;
  current: CurrentSubscriptionDto | null;
  /** Unpaid orders for other choices (one for this very choice is resumed by the page). */
  otherPending: TransactionDto[];
  /** The phone is verified before money changes hands: booking needs it after paying. */
  needsPhone: boolean;
}

/**
 * What stands before a new order (issue 16, decision 140): a plan that already runs, or an
 * order still waiting to be paid. Says what the student has and what buying now would do; null
 * when nothing stands in the way. A renewal passes with a note of when it starts.
 */
export function BeforeOrder({ planId, current, otherPending, needsPhone }: BeforeOrderProps) {
  const me = useAuth().user;
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const offer = offerFor(planId, current, Date.now());

  if (needsPhone)
    return (
      <div role="note" data-testid="phone-first" className="flex flex-col gap-3">
        <p className="font-semibold">{t.rule.phoneFirst(me)}</p>
        <Link
          to={`/s/settings?tab=phone&next=${encodeURIComponent(pathname)}`}
          className={`${buttonClass.primary} self-start`}
        >
          {t.rule.verifyPhone(me)}
        </Link>
      </div>
    );
  if (offer.kind === 'current' || offer.kind === 'blocked')
    return (
      <div role="note" data-testid="plan-refused" className="flex flex-col gap-3">
        <p className="font-semibold">
          {offer.kind === 'current'
            ? t.rule.yours(formatDate(offer.from))
            : t.rule.other(formatDate(offer.until), me)}
        </p>
        <Link to="/s/dashboard" className={`${buttonClass.secondary} self-start`}>
          {t.dashboard(me)}
        </Link>
      </div>
    );

  const waiting = otherPending[0];
  if (waiting) {
    const cancelAndContinue = async () => {
      setBusy(true);
      try {
        await cancelOrder(waiting.id);
        await queryClient.invalidateQueries({ queryKey: pendingOrdersKey });
      } catch (e) {
        toast({ type: 'error', title: failureText(e) });
      } finally {
        setBusy(false);
      }
    };
    return (
      <div data-testid="order-waiting" className="flex flex-col gap-3">
        <p className="font-semibold">{t.rule.waiting(me)}</p>
        <PendingOrder tx={waiting} />
        <Button variant="ghost" loading={busy} onClick={() => void cancelAndContinue()}>
          {t.rule.cancelAndNew(me)}
        </Button>
      </div>
    );
  }
  return null;
}

/** The line above the methods when this order renews the running plan. */
export function RenewalNote({ current }: { current: CurrentSubscriptionDto | null }) {
  if (!current?.paidThrough) return null;
  return (
    <p
      role="note"
      className="mb-4 rounded-xl bg-brand-soft px-4 py-3 font-semibold text-brand-deep"
    >
      {t.rule.renewal(formatDate(current.paidThrough))}
    </p>
  );
}
