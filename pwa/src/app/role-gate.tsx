import { Navigate, Outlet, useMatches } from 'react-router';
import { useAuth } from '../lib/auth-context.tsx';
import { SkeletonLines } from '../ui/skeleton.tsx';
import { homeFor } from '../lib/home.ts';
import { mayOpen } from './screen-roles.ts';

/**
 * Keeps each signed-in screen with its roles: anyone else goes to their own home (decision 154).
 * Nothing of the screen renders until the user is known, so no one's data flashes for another.
 */
export function RoleGate() {
  const { user } = useAuth();
  const matches = useMatches();
  const screen = [...matches].reverse().find((m) => (m.handle as { path?: string })?.path);
  const path = (screen?.handle as { path?: string } | undefined)?.path;
  if (!path) return <Outlet />;
  if (!user) return <SkeletonLines lines={6} />;
  if (!mayOpen(path, user.role)) return <Navigate to={homeFor(user.role)} replace />;
  return <Outlet />;
}
