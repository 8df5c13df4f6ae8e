import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ar } from '../i18n/ar.ts';
import { buttonClass } from '../ui/button.tsx';
import { MessagePage } from '../ui/message-page.tsx';
import { OfflinePage } from './offline-page.tsx';

/** A screen's code that could not be fetched: with no network that is "offline", not a crash. */
function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** The 404-style page (title, subtitle, button) for unknown addresses and for render errors. */
export function ErrorPage() {
  const error = useRouteError();
  if (!navigator.onLine && isChunkLoadFailure(error)) return <OfflinePage />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  if (!notFound && !forbidden) console.error(error);
  const text = notFound ? ar.notFound : forbidden ? ar.forbidden : ar.crashed;
  return (
    <MessagePage
      mark={notFound ? ar.notFound.code : forbidden ? '٤٠٣' : undefined}
      title={text.title}
      subtitle={text.subtitle}
    >
      <Link to="/" data-testid="error-home" className={buttonClass.primary}>
        {ar.backHome}
      </Link>
    </MessagePage>
  );
}

/** An address the signed-in person's role may not open (admin screens for a student, say). */
export function ForbiddenPage() {
  return (
    <MessagePage mark="٤٠٣" title={ar.forbidden.title} subtitle={ar.forbidden.subtitle}>
      <Link to="/" data-testid="error-home" className={buttonClass.primary}>
        {ar.backHome}
      </Link>
    </MessagePage>
  );
}
