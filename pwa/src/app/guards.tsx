import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { UserRole } from '@kalam/shared';
import { useAuth } from '../lib/auth-context.tsx';
import { SkeletonLines } from '../ui/skeleton.tsx';
import { ForbiddenPage } from './error-page.tsx';
import { plannedAdminScreens } from './routes.ts';
import { entersAdmin, mayOpenAdmin } from './screen-roles.ts';

/** Signed-in screens: anyone else goes to the login page and comes back after. */
export function RequireSignIn() {
  const { token } = useAuth();
  const location = useLocation();
  if (!token)
    return (
      <Navigate
        to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  return <Outlet />;
}

/**
 * The admin app: signed in, and a role that opens at least one admin screen (decision 190);
 * anyone else signed in sees «الصفحة دي مش متاحة لحسابك». Each screen's own roles are checked
 * by `AdminScreenGate` in the admin frame.
 */
export function RequireAdmin() {
  const { token, user } = useAuth();
  const location = useLocation();
  if (!token)
    return (
      <Navigate
        to={`/admin/login?next=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  // Until the user is known, show nothing of the admin screens.
  if (!user) return <SkeletonLines lines={6} />;
  if (!entersAdmin(user.role)) return <ForbiddenPage />;
  return <Outlet />;
}

/** The first admin screen a role may open (its admin home). */
export function adminHomeFor(role: UserRole): string {
  const first = plannedAdminScreens.find((s) => s.nav && mayOpenAdmin(s.path, role));
  return `/admin${first?.path ? `/${first.path}` : ''}`;
}

/** Keeps each admin screen with its roles: the dashboard sends others to their first screen. */
export function AdminScreenGate() {
  const { user } = useAuth();
  const matches = useMatches();
  // Kept on the way to the role's first screen: what a step that moved on left to say (257).
  const { state } = useLocation();
  const screen = [...matches]
    .reverse()
    .find((m) => (m.handle as { path?: string })?.path !== undefined);
  const path = (screen?.handle as { path?: string } | undefined)?.path;
  if (!user) return <SkeletonLines lines={6} />;
  if (path === undefined || mayOpenAdmin(path, user.role)) return <Outlet />;
  if (path === '') return <Navigate to={adminHomeFor(user.role)} replace state={state} />;
  return <ForbiddenPage />;
}
