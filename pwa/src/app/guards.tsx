import { Navigate, Outlet, useLocation } from 'react-router';
import { roleFlags } from '@kalam/shared';
import { useAuth } from '../lib/auth-context.tsx';
import { SkeletonLines } from '../ui/skeleton.tsx';
import { ForbiddenPage } from './error-page.tsx';

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

/** Studio staff handle photo sessions (spec §6): the only admin screens open to them. */
const STUDIO_PATHS = /^\/admin\/photo-sessions?(\/|$)/;

/** Admin screens need an admin role; anyone else signed in sees «مش مسموحلك تفتح الصفحة دي». */
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
  const flags = roleFlags(user.role);
  if (flags.admin) return <Outlet />;
  if (flags.studio && STUDIO_PATHS.test(location.pathname)) return <Outlet />;
  if (flags.studio && /^\/admin\/?$/.test(location.pathname))
    return <Navigate to="/admin/photo-sessions" replace />;
  return <ForbiddenPage />;
}
