import { Link } from 'react-router';
import { errorMessage, type ErrorCode } from '@kalam/shared';
import { Button, buttonClass } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { sessionText as t } from './text.ts';

/** Not found, not a member, or no connection: the catalogue's reason and the way on. */
export function Unavailable({ code }: { code: ErrorCode | null }) {
  const passing = code === 'connection-failure' || code === 'unexpected' || code === null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-extrabold">{t.unavailableTitle}</h1>
      <EmptyState
        title={errorMessage(code ?? 'unexpected')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {passing && (
              <Button onClick={() => window.location.reload()}>{t.deviceError.retry}</Button>
            )}
            <Link
              to="/upcoming-lessons"
              className={passing ? buttonClass.secondary : buttonClass.primary}
            >
              {t.backToLessons}
            </Link>
          </div>
        }
      />
    </div>
  );
}
