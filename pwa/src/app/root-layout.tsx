import { Outlet, ScrollRestoration } from 'react-router';
import { useAuth } from '../lib/auth-context.tsx';
import { useRealtimeSession } from '../lib/realtime/use-realtime-session.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { PageChrome } from './page-chrome.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { RouterNavigation } from './router-navigation.tsx';

/**
 * Around every page of the app: the page chrome, the announcement of a new page, and the one
 * realtime connection of the session.
 */
export function RootLayout() {
  const { token, refreshUser } = useAuth();
  useRealtimeSession(token, refreshUser);
  return (
    <RouterNavigation>
      <NavigationProgress />
      <PageChrome>
        <Outlet />
      </PageChrome>
      <RouteAnnouncer />
      <ScrollRestoration />
    </RouterNavigation>
  );
}
