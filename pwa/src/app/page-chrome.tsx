import { lazy, Suspense, type ReactNode } from 'react';
import { EnvironmentWarnings } from '../features/warnings/environment-warnings.tsx';
import { ar } from '../i18n/ar.ts';
import { useOnline } from '../lib/use-online.ts';
import { LazyToaster } from '../ui/lazy-toaster.tsx';
import { SkipLinkHome } from '../ui/skip-link.tsx';

// The service worker's registration (workbox-window) is fetched right after the page's own code,
// not with it: no page needs it to draw, and the app shell stays under its size aim.
const UpdatePrompt = lazy(() =>
  import('./update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })),
);

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
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </SkipLinkHome>
  );
}
