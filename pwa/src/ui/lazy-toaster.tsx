import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toasts } from './toast-store.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * The Toaster's code (Radix Toast) is fetched when the first toast is asked for, so the landing
 * page does not carry it; from then on it stays mounted.
 */
export function LazyToaster() {
  const count = useSyncExternalStore(
    (listener) => toasts.subscribe(listener),
    () => toasts.list().length,
    () => 0,
  );
  const [needed, setNeeded] = useState(count > 0);
  if (count > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
