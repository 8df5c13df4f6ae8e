import { Link, useMatches } from 'react-router';
import { ar } from '../i18n/ar.ts';
import { buttonClass } from '../ui/button.tsx';
import { MessagePage } from '../ui/message-page.tsx';

/** A screen not built yet says what it will be and offers the way home, never a blank page. */
export function Component() {
  const match = useMatches().at(-1);
  const handle = match?.handle as { title?: string; about?: string } | undefined;
  return (
    <MessagePage
      inLayout
      mark={ar.comingSoon.badge}
      title={handle?.title ?? ar.appName}
      subtitle={handle?.about ?? ar.comingSoon.body}
    >
      <p data-testid="coming-soon" className="text-muted">
        {ar.comingSoon.body}
      </p>
      <Link to="/" className={buttonClass.primary}>
        {ar.backHome}
      </Link>
    </MessagePage>
  );
}
