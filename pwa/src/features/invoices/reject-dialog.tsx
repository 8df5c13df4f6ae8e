import { useId, useRef, useState } from 'react';
import { formatMoney, type InvoiceDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { changeInvoice } from './invoices-api.ts';
import { rejectReasonRefusal } from './note-rule.ts';
import { useInvoiceDone } from './use-invoice-done.ts';
import { withdrawalText } from './withdrawal-text.ts';

const a = withdrawalText.admin;

/**
 * Refuses a request, with its reason: the tutor's money is refused, so the reason is required and
 * is what they read on the request (decision 282). A missing one is said at the field.
 */
export function RejectDialog({ invoice }: { invoice: InvoiceDto }) {
  const me = useAuth().user;
  const after = useInvoiceDone();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const send = async () => {
    const refusal = rejectReasonRefusal(reason, me);
    if (refusal) {
      setError(refusal);
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await changeInvoice(invoice.id, { action: 'reject', note: reason.trim() });
      setOpen(false);
      setReason('');
      setError(null);
      await after('reject');
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setError(null);
      }}
      title={a.reject}
      description={`${formatMoney(invoice.amount)} لـ ${invoice.user.name}`}
      trigger={
        <Button variant="danger" className="min-h-9 px-3 py-1 text-sm">
          {a.reject}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{withdrawalText.list.keep(me)}</Button>
          </DialogClose>
          <Button variant="danger" loading={busy} onClick={() => void send()}>
            {a.reject}
          </Button>
        </>
      }
    >
      <label className="flex flex-col gap-1.5">
        <span className="font-semibold">{a.rejectReason}</span>
        <textarea
          ref={field}
          value={reason}
          maxLength={500}
          rows={3}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
          className="block w-full rounded-xl border border-control bg-page px-4 py-2.5 font-normal text-ink"
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className="mt-2 font-semibold text-danger">
          {error}
        </p>
      )}
    </Dialog>
  );
}
