import { useEffect, useState } from 'react';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { fetchReceipt } from './invoices-api.ts';
import { withdrawalText } from './withdrawal-text.ts';
import { useAuth } from '../../lib/auth-context.tsx';

const t = withdrawalText.list;

/** «اعرض الإيصال»: the receipt fetched with the session's token and shown in a dialog. */
export function ReceiptButton({ url }: { url: string }) {
  const me = useAuth().user;
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<{ blobUrl: string; type: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let gone = false;
    let made: string | null = null;
    setError(null);
    fetchReceipt(url).then(
      (f) => {
        made = f.blobUrl;
        if (gone) URL.revokeObjectURL(f.blobUrl);
        else setFile(f);
      },
      (e: unknown) => !gone && setError(failureText(e)),
    );
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
      setFile(null);
    };
  }, [open, url]);

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t.receiptTitle}
      trigger={
        <Button variant="secondary" className="min-h-9 px-3 py-1 text-sm">
          {t.openReceipt(me)}
        </Button>
      }
    >
      {error && (
        <p role="alert" className="font-semibold text-danger">
          {error}
        </p>
      )}
      {file &&
        (file.type.startsWith('image/') ? (
          <img
            src={file.blobUrl}
            alt={t.receiptTitle}
            data-testid="receipt-image"
            className="mx-auto max-h-[60dvh] max-w-full rounded-lg"
          />
        ) : (
          <a
            href={file.blobUrl}
            download="receipt.pdf"
            data-testid="receipt-download"
            className="font-semibold text-brand-ink underline"
          >
            {t.download(me)}
          </a>
        ))}
    </Dialog>
  );
}
