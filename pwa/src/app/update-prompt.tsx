import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { ar } from '../i18n/ar.ts';
import { toast } from '../ui/toast-store.ts';

/** A new build waits until the user chooses to reload into it. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  useEffect(() => {
    if (needRefresh)
      toast({
        id: 'sw-update',
        type: 'info',
        title: ar.update.title,
        action: { label: ar.update.action, onClick: () => void updateServiceWorker(true) },
      });
  }, [needRefresh, updateServiceWorker]);
  return null;
}
