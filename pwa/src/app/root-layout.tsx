import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { EnvironmentWarnings } from '../features/warnings/environment-warnings.tsx';
import { ar } from '../i18n/ar.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { useRealtimeSession } from '../lib/realtime/use-realtime-session.ts';
import { LazyToaster } from '../ui/lazy-toaster.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    addEventListener('online', up);
    addEventListener('offline', down);
    return () => {
      removeEventListener('online', up);
      removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/**
 * Around every page: the offline notice, environment warnings, toasts, the new-version prompt,
 * and the one realtime connection that follows the signed-in session.
 */
export function RootLayout() {
  const online = useOnline();
  useRealtimeSession(useAuth().token);
  return (
    <>
      {!online && (
        <p
          role="status"
          className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
        >
          {ar.offline}
        </p>
      )}
      <EnvironmentWarnings />
      <Outlet />
      <LazyToaster />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
