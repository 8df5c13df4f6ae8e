import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatMoney,
  type TransactionDto,
  type TransactionStatus,
  type UserDto,
} from '@kalam/shared';
import { showArabicDigits } from '../../lib/arabic-digits-input.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { inputClass } from './parts.tsx';
import { readRefund, refundField } from './refund.ts';
import { adminText as t } from './text.ts';

/** What the server refunds: a paid order, or the rest of a partly refunded one. */
export const REFUNDABLE: readonly TransactionStatus[] = ['Paid', 'Processed', 'PartialRefunded'];

/**
 * Gives back a paid order's money, all that is left or a part (the amount field starts at the
 * rest), after a dialog that says what follows: only the whole of it ends the plan it paid for.
 */
export function Refund({ tx, user }: { tx: TransactionDto; user: UserDto }) {
  const me = useAuth().user;
  const queryClient = useQueryClient();
  const rest = tx.amount - tx.refundedAmount;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(() => refundField(rest));
  const [reason, setReason] = useState('');
  const read = readRefund(typed, rest);
  const amount = 'amount' in read ? read.amount : null;
  const refund = useOneAtATimeMutation({
    mutationFn: (amount: number) => adminApi.refund(tx.id, amount, reason.trim() || undefined),
    onSuccess: async () => {
      setOpen(false);
      toast({ type: 'success', title: t.user.refund.done });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'user-tx', user.id] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'user-subs', user.id] });
    },
    onError: (e) => toast({ type: 'error', title: failureText(e) }),
  });
  const shown = formatMoney(amount ?? rest);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Each opening starts from what is left now (a part may have gone back since).
        if (next) {
          setTyped(refundField(rest));
          setReason('');
        }
        setOpen(next);
      }}
      title={t.user.refund.title}
      description={
        amount !== null && amount < rest
          ? t.user.refund.partBody(shown, user)
          : t.user.refund.body(shown, user)
      }
      trigger={
        <Button variant="secondary" className="min-h-9 px-3 text-sm" data-testid="refund">
          {t.user.refund.open}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t.user.refund.keep(me)}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={refund.isPending}
            disabled={amount === null}
            onClick={() => amount !== null && refund.mutate(amount)}
            data-testid="confirm-refund"
          >
            {t.user.refund.open}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">{t.user.refund.amount}</span>
          <input
            inputMode="decimal"
            dir="ltr"
            value={typed}
            onChange={(e) => {
              showArabicDigits(e);
              setTyped(e.target.value);
            }}
            aria-invalid={amount === null}
            aria-describedby={amount === null ? 'refund-amount-error' : undefined}
            className={inputClass}
            data-testid="refund-amount"
          />
          {'error' in read && (
            <span id="refund-amount-error" className="text-sm font-semibold text-danger">
              {read.error}
            </span>
          )}
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">{t.user.refund.reason}</span>
          <input
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
            className={inputClass}
          />
        </label>
      </div>
    </Dialog>
  );
}
