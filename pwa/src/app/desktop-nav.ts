import type { UserRole } from '@kalam/shared';
import { ar } from '../i18n/ar.ts';
import { isDesktopApp } from '../lib/desktop/in-desktop-app.ts';

/** Who sends large videos from disk: tutors (their own) and the studio (decision 132). */
const UPLOADERS: readonly UserRole[] = ['Tutor', 'Studio'];

/** Links only the desktop app offers; none in a browser. */
export function desktopNav(role: UserRole): { to: string; label: string }[] {
  return isDesktopApp() && UPLOADERS.includes(role)
    ? [{ to: '/desktop/uploads', label: ar.nav.uploads }]
    : [];
}
