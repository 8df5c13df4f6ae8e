import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import type { UserSubscriptionDto } from '@kalam/shared';
import { AsOfNote } from '../../ui/as-of-note.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { formatDayLong, formatDayTime } from '../../lib/format.ts';
import { formatNumber } from '../../lib/numbers.ts';
import { studentText as t } from './text.ts';

/**
 * Minutes left this quota week, and when they renew (decision 020: `nextRenewal`). Offline, the
 * last figures the server gave, with their date (`asOf`, decision 107).
 */
export function MinutesCard({
  subscription,
  loading,
  asOf = null,
}: {
  subscription: UserSubscriptionDto | null | undefined;
  loading: boolean;
  asOf?: number | null;
}) {
  const me = useAuth().user;
  return (
    <Card title={t.minutes.title} data-tour="minutes" data-testid="minutes-card">
      {loading ? (
        <SkeletonLines lines={3} />
      ) : !subscription ? (
        <div className="flex flex-col items-start gap-3">
          <p className="font-bold">{t.minutes.none}</p>
          <p className="text-muted">{t.minutes.noneBody(me)}</p>
          <Link to="/plans" className={buttonClass.primary}>
            {t.minutes.plans(me)}
          </Link>
        </div>
      ) : (
        <Minutes subscription={subscription} />
      )}
      {asOf !== null && !loading && <AsOfNote at={asOf} className="mt-3" />}
    </Card>
  );
}

function Minutes({ subscription }: { subscription: UserSubscriptionDto }) {
  const me = useAuth().user;
  const { remainingMinutes: left, weeklyMinutes: total, usedMinutes: used } = subscription;
  const percent = total > 0 ? Math.round((Math.max(0, left) / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-baseline gap-2">
        <span
          data-testid="minutes-left"
          className="text-4xl font-extrabold tabular-nums text-brand-ink"
        >
          {t.minutes.left(left)}
        </span>
        <span className="text-soft">{t.minutes.of(total)}</span>
      </p>
      <div
        role="progressbar"
        aria-label={t.minutes.bar}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={left}
        aria-valuetext={`${formatNumber(left)} ${t.minutes.of(total)}`}
        className="h-2.5 overflow-hidden rounded-full bg-track"
      >
        <div className="h-full rounded-full bg-brand-line" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted">{t.minutes.used(used, me)}</p>
      {left <= 0 && (
        <p className="flex flex-wrap items-center gap-x-3 font-semibold text-warn-body">
          {t.minutes.noneLeft}
          <Link to="/plans" className="text-brand-ink underline underline-offset-4">
            {t.minutes.more(me)}
          </Link>
        </p>
      )}
      <p className="font-semibold" data-testid="minutes-renewal">
        {t.minutes.renews(formatDayTime(subscription.nextRenewal))}
      </p>
      <p className="text-sm text-muted">{t.minutes.until(formatDayLong(subscription.endsAt))}</p>
    </div>
  );
}
