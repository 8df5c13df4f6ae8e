import { ar } from '../i18n/ar.ts';
import { Button } from '../ui/button.tsx';
import { MessagePage } from '../ui/message-page.tsx';

/** Shown when a screen cannot load because there is no network (its code was never cached). */
export function OfflinePage() {
  return (
    <MessagePage mark="!" title={ar.offlinePage.title} subtitle={ar.offlinePage.subtitle}>
      <Button type="button" onClick={() => location.reload()}>
        {ar.offlinePage.retry}
      </Button>
    </MessagePage>
  );
}

export { OfflinePage as Component };
