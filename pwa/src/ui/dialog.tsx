import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { ar } from '../i18n/ar.ts';

interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered asChild). */
  trigger?: ReactNode;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Buttons at the bottom (confirm, cancel…). */
  footer?: ReactNode;
}

/** A modal dialog: focus is trapped, Escape and the X close it, the title names it for screen readers. */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
}: DialogProps) {
  // Opened by its own state (no trigger), Radix has nothing to hand focus back to and it fell to
  // the page's top: the control that was focused when it opened gets it back instead (or the
  // page's <main> when that control is gone). Caught before Radix moves focus inside.
  const returnTo = useRef<HTMLElement | null>(null);
  const triggered = !!trigger;
  useLayoutEffect(() => {
    if (open && !triggered && document.activeElement instanceof HTMLElement)
      returnTo.current = document.activeElement;
  }, [open, triggered]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <RadixDialog.Content
          dir="rtl"
          data-testid="dialog"
          onCloseAutoFocus={(event) => {
            if (triggered) return;
            const back = returnTo.current?.isConnected
              ? returnTo.current
              : document.getElementById('main');
            if (!back) return;
            event.preventDefault();
            back.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-6 shadow-xl"
        >
          <div className="mb-4 flex items-start gap-3">
            <div className="flex-1">
              <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-muted">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label={ar.ui.close}
              className="flex size-9 items-center justify-center rounded-lg text-xl text-quiet hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
            >
              ×
            </RadixDialog.Close>
          </div>
          {children}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button inside the dialog that closes it (e.g. «إلغاء»). */
export const DialogClose = RadixDialog.Close;
