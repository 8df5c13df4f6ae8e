import { ar } from '../i18n/ar.ts';
import type { ToastItem } from '../ui/toast-store.ts';

/**
 * The new-version prompt: it stays until the user updates or closes it (a prompt that closed by
 * itself after four seconds left no way to the new build until the next visit).
 */
export function updateToast(update: () => void): ToastItem {
  return {
    id: 'sw-update',
    type: 'info',
    title: ar.update.title,
    action: { label: ar.update.action, onClick: update },
    persistent: true,
  };
}
