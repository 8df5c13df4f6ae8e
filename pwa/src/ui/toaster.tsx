import { useSyncExternalStore } from 'react';
import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@kalam/shared';
import { ar } from '../i18n/ar.ts';
import { actionsOf, durationOf, toasts, type ToastItem } from './toast-store.ts';

const tone: Record<ToastItem['type'], string> = {
  success: 'border-emerald-600',
  info: 'border-sky-600',
  warning: 'border-amber-500',
  error: 'border-red-600',
};

/**
 * Spec §4 toasts on Radix Toast: 4 s, paused on hover or focus, closed with X or Escape,
 * top-left, F8 moves focus to them, a 50 px swipe dismisses.
 */
export function Toaster() {
  const items = useSyncExternalStore(
    (l) => toasts.subscribe(l),
    () => toasts.list(),
    () => toasts.list(),
  );
  // Radix keeps its "paused" flag set when the last toast closes while focused (Escape moves
  // focus to the viewport), and every later toast would then never close by itself. A fresh
  // provider each time the list empties resets it.
  const generation = toasts.generation();
  return (
    <Toast.Provider
      key={generation}
      duration={TOAST_DURATION_MS}
      swipeDirection="left"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={ar.toast.region}
    >
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          data-testid="toast"
          duration={durationOf(item)}
          type={item.type === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) toasts.dismiss(item.id);
          }}
          className={`pointer-events-auto grid grid-cols-[1fr_auto] gap-x-3 rounded-2xl border-s-4 bg-card p-4 text-ink shadow-lg ring-1 ring-track ${tone[item.type]}`}
        >
          <Toast.Title className="font-bold">{item.title}</Toast.Title>
          <Toast.Close
            aria-label={ar.toast.close}
            className="row-span-2 size-8 rounded-lg text-lg text-quiet hover:bg-subtle"
          >
            ×
          </Toast.Close>
          {item.description && (
            <Toast.Description className="text-sm text-soft">{item.description}</Toast.Description>
          )}
          {actionsOf(item).length > 0 && (
            <div className="col-span-2 mt-2 flex flex-wrap gap-2">
              {actionsOf(item).map((action) => (
                <Toast.Action key={action.label} altText={action.label} asChild>
                  <button
                    type="button"
                    onClick={action.onClick}
                    disabled={action.disabled || action.loading}
                    aria-busy={action.loading || undefined}
                    className={`rounded-lg px-3 py-1.5 text-sm font-semibold disabled:opacity-60 ${
                      action.variant === 'secondary'
                        ? 'border border-field hover:bg-subtle'
                        : 'bg-brand text-on-brand hover:bg-brand-hover'
                    }`}
                  >
                    {action.label}
                  </button>
                </Toast.Action>
              ))}
            </div>
          )}
        </Toast.Root>
      ))}
      {/* Top-left: in right-to-left that is the far end from where text starts. */}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        className="pointer-events-none fixed left-0 top-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
