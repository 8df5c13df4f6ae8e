import { useState } from 'react';
import { formatMoney, type InvoiceDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { FulfilDialog } from './fulfil-dialog.tsx';
import { changeInvoice } from './invoices-api.ts';
import { NoteDialog } from './note-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { useInvoiceDone } from './use-invoice-done.ts';
import { withdrawalText, type AdminDone } from './withdrawal-text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const t = withdrawalText;
const a = withdrawalText.admin;

/** The §4 actions an admin may take on a request in its state (the admin invoices page). */
export function InvoiceActions({ invoice }: { invoice: InvoiceDto }) {
  const me = useAuth().user;
  const open = invoice.status === 'PendingApproval' || invoice.status === 'PendingCancellation';
  const small = 'min-h-9 px-3 py-1 text-sm';
  return (
    <div className="flex flex-wrap gap-2">
      {invoice.state === 'update-requested' && (
        <Act invoice={invoice} action="approve-update" label={a.approveUpdate(me)} />
      )}
      {invoice.state === 'cancellation-requested' && (
        <Act invoice={invoice} action="approve-cancel" label={a.approveCancel(me)} />
      )}
      {open && <FulfilDialog invoice={invoice} />}
      {open && <RejectDialog invoice={invoice} />}
      {open && <Act invoice={invoice} action="cancel" label={a.cancel} confirm variant="ghost" />}
      <NoteDialog
        invoice={invoice}
        trigger={
          <Button variant="ghost" className={small}>
            {a.note}
          </Button>
        }
      />
    </div>
  );
}

/** One action with nothing to write; `confirm` asks first in a dialog. */
function Act({
  invoice,
  action,
  label,
  confirm = false,
  variant = 'secondary',
}: {
  invoice: InvoiceDto;
  action: Exclude<AdminDone, 'reject' | 'fulfil' | 'note' | 'note-removed'>;
  label: string;
  confirm?: boolean;
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
}) {
  const after = useInvoiceDone();
  const me = useAuth().user;
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await changeInvoice(invoice.id, { action });
      setOpen(false);
      await after(action);
    } catch (error) {
      toast({ id: 'invoice-failed', type: 'error', title: failureText(error) });
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button
      variant={variant}
      className="min-h-9 px-3 py-1 text-sm"
      loading={busy}
      onClick={confirm ? undefined : () => void run()}
    >
      {label}
    </Button>
  );
  if (!confirm) return button;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={label}
      description={`${formatMoney(invoice.amount)} لـ ${invoice.user.name}`}
      trigger={button}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t.list.keep(me)}</Button>
          </DialogClose>
          <Button
            variant={variant === 'danger' ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => void run()}
          >
            {label}
          </Button>
        </>
      }
    />
  );
}
