import { useAuth } from '../../lib/auth-context.tsx';
import type { SessionDto } from '@kalam/shared';
import { Card } from '../../ui/card.tsx';
import { formatFromNow, formatTime } from './format.ts';
import { BigMark } from './icons.tsx';
import { sessionText as t } from './text.ts';

/** Before the room opens (ten minutes before the start): when, and that it opens by itself. */
export function WaitingScreen({ session, now }: { session: SessionDto; now: number }) {
  const viewer = useAuth().user;
  return (
    <Card data-testid="session-waiting">
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <span className="text-brand">
          <BigMark kind="clock" />
        </span>
        <h2 className="text-xl font-bold">{t.waiting.title}</h2>
        <p>{t.waiting.opensAt(formatTime(session.opensAt))}</p>
        <p role="status" className="text-muted">
          {t.waiting.in(formatFromNow(session.opensAt, now), viewer)}
        </p>
      </div>
    </Card>
  );
}
