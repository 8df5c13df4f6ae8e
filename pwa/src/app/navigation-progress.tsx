import { useNavigation } from 'react-router';
import { ar } from '../i18n/ar.ts';

/**
 * A thin bar across the top while the next page's code is on its way: on a slow connection a
 * tapped link otherwise leaves the old page standing with no sign that anything happens.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={ar.ui.loading}
      data-testid="navigation-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand"
    />
  );
}
