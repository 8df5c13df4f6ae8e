import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavigationContext, type Navigation } from '../lib/navigation.tsx';

/** lib/navigation.tsx answered by react-router, for everything rendered inside the app. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({ pathname, navigate: (to) => void navigate(to) }),
    [pathname, navigate],
  );
  return <NavigationContext value={value}>{children}</NavigationContext>;
}
