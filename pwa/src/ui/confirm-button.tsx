import { useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose } from './dialog.tsx';

interface ConfirmButtonProps {
  /** The button's words, and the confirming button's in the dialog. */
  label: string;
  /** The question the dialog asks. */
  title: string;
  description?: string;
  /** The button that changes nothing («لا، خلّيه»). */
  keep: string;
  /** What the button does once confirmed; the dialog closes when it is done. */
  onConfirm: () => Promise<unknown> | void;
  variant?: 'ghost' | 'secondary';
  testId?: string;
  className?: string;
  children?: ReactNode;
}

/** A button for an act that cannot be taken back (cancelling a booked time): it asks first. */
export function ConfirmButton({
  label,
  title,
  description,
  keep,
  onConfirm,
  variant = 'ghost',
  testId,
  className,
  children,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <Button variant={variant} data-testid={testId} className={className}>
          {label}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{keep}</Button>
          </DialogClose>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {label}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
