import { useRef, useState } from 'react';
import { errorMessage, formatMoney, type InvoiceDto } from '@kalam/shared';
import { formatNumber } from '../../lib/numbers.ts';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { fulfilInvoice } from './invoices-api.ts';
import { useInvoiceDone } from './use-invoice-done.ts';
import { payoutLabel } from './withdrawal-form.tsx';
import { withdrawalText } from './withdrawal-text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const a = withdrawalText.admin;

/** Marks a request paid: the receipt (image or PDF) uploaded with its progress, and a note. */
export function FulfilDialog({ invoice }: { invoice: InvoiceDto }) {
  const me = useAuth().user;
  const after = useInvoiceDone();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!file) return setError(errorMessage('receipt-required'));
    setError(null);
    setProgress(0);
    try {
      await fulfilInvoice(invoice.id, file, note.trim() || undefined, { onProgress: setProgress });
      setOpen(false);
      setFile(null);
      await after('fulfil');
    } catch (e) {
      setError(failureText(e));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={a.fulfilTitle}
      description={a.fulfilBody(formatMoney(invoice.amount), invoice.user.name, me)}
      trigger={<Button className="min-h-9 px-3 py-1 text-sm">{a.fulfil}</Button>}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{a.close}</Button>
          </DialogClose>
          <Button onClick={() => void send()} disabled={!file} loading={progress !== null}>
            {a.confirmFulfil}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="rounded-lg bg-well [overflow-wrap:anywhere] px-3 py-2">
          <bdi>{payoutLabel(invoice, true)}</bdi>
        </p>
        {/* The browser's own file button speaks its own language («Choose File»): ours speaks Arabic. */}
        <div className="flex flex-col gap-1.5">
          <span className="font-semibold" id="receipt-file-label">
            {a.receiptFile}
          </span>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              className="min-h-9 px-3 text-sm"
              data-testid="receipt-pick"
              aria-describedby="receipt-file-label"
              onClick={() => input.current?.click()}
            >
              {a.receiptPick(me)}
            </Button>
            <span className="min-w-0 break-all text-sm" dir="auto" data-testid="receipt-name">
              {file ? file.name : a.receiptNone}
            </span>
          </div>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/gif,application/pdf"
            data-testid="receipt-input"
            aria-labelledby="receipt-file-label"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="sr-only"
            tabIndex={-1}
          />
        </div>
        <TextField label={a.noteLabel} value={note} onChange={(e) => setNote(e.target.value)} />
        {progress !== null && (
          <div role="status" className="flex flex-col gap-1">
            <progress max={1} value={progress} className="w-full" aria-label={a.receiptFile} />
            <span className="text-sm">
              {a.uploading(`${formatNumber(Math.round(progress * 100))}٪`)}
            </span>
          </div>
        )}
        {error && (
          <p role="alert" className="font-semibold text-danger">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
