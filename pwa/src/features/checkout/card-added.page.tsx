import { useAuth } from '../../lib/auth-context.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { takeCheckoutPath } from './return-path.ts';
import { checkoutText as t } from './text.ts';

/** Spec §2 /card-added: where the gateway's add-card page returns. */
export function Component() {
  const me = useAuth().user;
  const [back] = useState(takeCheckoutPath);
  return (
    <div
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center"
      data-testid="card-added"
    >
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-ok-fill text-3xl text-ok-strong"
      >
        ✓
      </span>
      <h1 className="text-2xl font-extrabold">{t.cardAdded.title}</h1>
      <p className="text-soft">{t.cardAdded.body(me)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {back && (
          <Link to={back} className={buttonClass.primary}>
            {t.cardAdded.backToCheckout(me)}
          </Link>
        )}
        <Link to="/payments" className={back ? buttonClass.secondary : buttonClass.primary}>
          {t.cardAdded.cards}
        </Link>
      </div>
    </div>
  );
}
