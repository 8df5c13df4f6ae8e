import { useCallback, useEffect, useMemo, useState } from 'react';
import { SiteFrame } from '../features/marketing/components/site-frame.tsx';
import {
  acceptsParams,
  matchSitePage,
  type SitePageModule,
} from '../features/marketing/site-pages.ts';
import { NavigationContext, type Navigation } from '../lib/navigation.tsx';
import { PageChrome } from './page-chrome.tsx';

/** The public page at `pathname` with its code, or null when the app must answer instead. */
export async function loadSitePage(pathname: string): Promise<SitePageModule | null> {
  const match = matchSitePage(pathname);
  if (!match) return null;
  const module = await match.page.load();
  return acceptsParams(module, match.params) ? module : null;
}

interface Shown {
  pathname: string;
  module: SitePageModule;
}

export interface SiteRootProps {
  /** The page main.tsx already loaded for the first address. */
  first: Shown;
  /** Hand the current address to the full app. */
  onLeave: () => void;
}

/**
 * The public site without the app (decision 118): the landing page and its siblings render here
 * with no router, query cache or sign-in code, so a first visit downloads little. Moving to a
 * public page stays here (the old page shows until the next one's code arrives, as in the app);
 * any other address (sign-in, the app, a 404) calls `onLeave` and the full app takes over there.
 */
export function SiteRoot({ first, onLeave }: SiteRootProps) {
  const [shown, setShown] = useState<Shown>(first);

  const show = useCallback(
    async (pathname: string, scroll: boolean) => {
      const module = await loadSitePage(pathname).catch(() => null);
      if (location.pathname !== pathname) return; // the user moved on meanwhile
      if (!module) return onLeave();
      setShown({ pathname, module });
      if (scroll) scrollTo(0, 0);
    },
    [onLeave],
  );

  useEffect(() => {
    const onPop = () => void show(location.pathname, false);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [show]);

  const navigate = useCallback(
    (to: string) => {
      const target = new URL(to, location.href);
      history.pushState(null, '', target);
      void show(target.pathname, !target.hash);
    },
    [show],
  );

  const navigation = useMemo<Navigation>(
    () => ({ pathname: shown.pathname, navigate }),
    [shown.pathname, navigate],
  );
  const Screen = shown.module.Component;
  return (
    <NavigationContext value={navigation}>
      <PageChrome>
        <SiteFrame>
          <Screen />
        </SiteFrame>
      </PageChrome>
    </NavigationContext>
  );
}
