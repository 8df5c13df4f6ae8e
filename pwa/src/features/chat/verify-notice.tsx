import { useAuth } from '../../lib/auth-context.tsx';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { chatText as t } from './text.ts';

/** Spec §6: a student needs a verified e-mail to write; reading needs none. */
export function VerifyNotice() {
  const reader = useAuth().user;
  return (
    <div
      data-testid="chat-verify-first"
      className="flex flex-wrap items-center gap-3 border-t border-line bg-warn-soft p-3 text-warn-ink"
    >
      <p className="flex-1 text-sm font-semibold">{t.composer.verifyFirst(reader)}</p>
      <Link to="/verify-email" className={buttonClass.secondary}>
        {t.composer.verify(reader)}
      </Link>
    </div>
  );
}
