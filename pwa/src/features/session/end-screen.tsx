import { useAuth } from '../../lib/auth-context.tsx';
import { Link } from 'react-router';
import type { SessionDto, SessionKind } from '@kalam/shared';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { BigMark } from './icons.tsx';
import { windowAt } from './session-machine.ts';
import { sessionText as t, type Person } from './text.ts';

/** After the call: over (time is up) or left (you may go back while the time lasts). */
export function EndScreen({
  kind,
  phase,
  session,
  now,
  canRate,
  home,
  onRejoin,
  onRate,
  tutor,
}: {
  kind: SessionKind;
  phase: 'ended' | 'left';
  session: SessionDto;
  now: number;
  canRate: boolean;
  /** The person's dashboard. */
  home: string;
  onRejoin: () => void;
  onRate: () => void;
  /** The lesson's tutor for a student (named in their gender), or null. */
  tutor: Person | null;
}) {
  const viewer = useAuth().user;
  const open = windowAt(session, now) === 'open';
  const left = phase === 'left' && open;
  return (
    <Card data-testid={left ? 'session-left' : 'session-ended'}>
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <span className="text-brand">
          <BigMark kind={left ? 'door' : 'done'} />
        </span>
        <h2 className="text-xl font-bold">{left ? t.left.title(viewer) : t.ended.title[kind]}</h2>
        <p className="max-w-md text-soft">{left ? t.left.body(viewer) : t.ended.body(viewer)}</p>
        {left && kind === 'lesson' && !canRate && (
          <p className="text-sm text-muted">{t.left.rateLater(viewer, tutor)}</p>
        )}
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {left && (
            <Button onClick={onRejoin} data-testid="rejoin-session">
              {t.left.rejoin(viewer)}
            </Button>
          )}
          {canRate && (
            <Button onClick={onRate} data-testid="open-rating">
              {t.rating.open(viewer, tutor)}
            </Button>
          )}
          <Link to={home} className={left || canRate ? buttonClass.secondary : buttonClass.primary}>
            {t.backHome(viewer)}
          </Link>
        </div>
      </div>
    </Card>
  );
}
