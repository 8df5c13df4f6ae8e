import type { ReactNode } from 'react';
import { EnvironmentWarnings } from '../features/warnings/environment-warnings.tsx';
import { ar } from '../i18n/ar.ts';
import { useOnline } from '../lib/use-online.ts';
import { LazyToaster } from '../ui/lazy-toaster.tsx';
import { SkipLinkHome } from '../ui/skip-link.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/**
 * Around every page, in the app and on the public site: the offline notice, environment
 * warnings, toasts and the new-version prompt. Needs a NavigationContext (lib/navigation.tsx).
 */
export function PageChrome({ children }: { children: ReactNode }) {
  const online = useOnline();
  return (
    <SkipLinkHome>
      {!online && (
        <p
          role="status"
          className="bg-warn-fill px-4 py-2 text-center text-sm font-semibold text-warn-ink"
        >
          {ar.offline}
        </p>
      )}
      <EnvironmentWarnings />
      {children}
      <LazyToaster />
      <UpdatePrompt />
    </SkipLinkHome>
  );
}
