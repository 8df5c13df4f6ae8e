import { useAuth } from '../../lib/auth-context.tsx';
import { Link } from 'react-router';
import { errorMessage, type ErrorCode } from '@kalam/shared';
import { Button, buttonClass } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import type { BackLink } from './session-address.ts';
import { sessionText as t } from './text.ts';

/** Not found, not a member, or no connection: the catalogue's reason and the way on. */
export function Unavailable({
  code,
  back,
}: {
  code: ErrorCode | null;
  /** The list the room was opened from. */
  back: BackLink;
}) {
  const viewer = useAuth().user;
  const passing = code === 'connection-failure' || code === 'unexpected' || code === null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-extrabold">{t.unavailableTitle(viewer)}</h1>
      <EmptyState
        title={errorMessage(code ?? 'unexpected')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {passing && (
              <Button onClick={() => window.location.reload()}>
                {t.deviceError.retry(viewer)}
              </Button>
            )}
            <Link to={back.to} className={passing ? buttonClass.secondary : buttonClass.primary}>
              {t.backTo[back.list]}
            </Link>
          </div>
        }
      />
    </div>
  );
}
