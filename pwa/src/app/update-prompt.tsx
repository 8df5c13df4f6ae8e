import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { toast } from '../ui/toast-store.ts';
import { updateToast } from './update-toast.ts';

/** A new build waits until the user chooses to reload into it. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  useEffect(() => {
    if (needRefresh) toast(updateToast(() => void updateServiceWorker(true)));
  }, [needRefresh, updateServiceWorker]);
  return null;
}
