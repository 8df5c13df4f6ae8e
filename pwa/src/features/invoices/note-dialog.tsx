import { useId, useState, type ReactNode } from 'react';
import type { InvoiceDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { changeInvoice } from './invoices-api.ts';
import { noteRefusal } from './note-rule.ts';
import { useInvoiceDone } from './use-invoice-done.ts';
import { withdrawalText } from './withdrawal-text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const a = withdrawalText.admin;

/** The admin's note on a request, written, changed or removed. */
export function NoteDialog({ invoice, trigger }: { invoice: InvoiceDto; trigger: ReactNode }) {
  const me = useAuth().user;
  const after = useInvoiceDone();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(invoice.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const save = async (note: string | null) => {
    const refusal = note === null ? null : noteRefusal(note);
    if (refusal) {
      setError(refusal);
      return;
    }
    try {
      await changeInvoice(invoice.id, { action: 'note', note });
      setOpen(false);
      setError(null);
      await after(note === null ? 'note-removed' : 'note');
    } catch (e) {
      setError(failureText(e));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setText(invoice.note ?? '');
      }}
      title={a.noteTitle}
      trigger={trigger}
      footer={
        <>
          {invoice.note && (
            <Button variant="ghost" onClick={() => void save(null)}>
              {a.removeNote(me)}
            </Button>
          )}
          <Button onClick={() => void save(text)}>{a.saveNote(me)}</Button>
        </>
      }
    >
      <label className="flex flex-col gap-1.5 font-semibold">
        {a.noteLabel}
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          rows={4}
          maxLength={500}
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
