import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { sessionIdFromLocation } from './session-address.ts';
import { SessionRoom } from './session-room.tsx';
import { sessionText as t } from './text.ts';

/**
 * Spec §2 session room, one module for /session?id=lesson:<id>, /interview/{id} and
 * /demo-session/{id} (decision 090).
 */
export function Component() {
  const viewer = useAuth().user;
  const location = useLocation();
  const { user } = useAuth();
  const sessionId = sessionIdFromLocation(location.pathname, location.search);
  if (!sessionId)
    return (
      <EmptyState
        pageTitle
        title={t.unavailableTitle(viewer)}
        description={t.badAddress(viewer)}
        action={
          <Link to="/upcoming-lessons" className={buttonClass.primary}>
            {t.backToLessons}
          </Link>
        }
      />
    );
  if (!user) return <SkeletonLines lines={6} />;
  return <SessionRoom key={sessionId} sessionId={sessionId} me={user} />;
}
