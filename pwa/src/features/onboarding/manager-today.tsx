import { SEPARATOR } from '@kalam/shared';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { formatTime } from '../../lib/format.ts';
import { useNow } from '../../lib/use-now.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { todaysCalls } from './manager-today.ts';
import { useDemoSessions, useInterviews } from './onboarding-api.ts';
import { onboardingText } from './text.ts';

const t = onboardingText.today;
const m = onboardingText.manager;

/**
 * The tutor manager's home block (decision 243): today's interviews and demo sessions, each with
 * its Cairo time, the applicant's name and the way in; a calm line when there are none. Reads the
 * same lists as /interviews (one cache).
 */
export function ManagerToday() {
  const me = useAuth().user;
  const now = useNow(60_000);
  const interviews = useInterviews();
  const demos = useDemoSessions();
  const calls = todaysCalls(interviews.data?.list ?? [], demos.data?.list ?? [], now);
  return (
    <Card
      title={t.title}
      actions={
        <Link
          to="/interviews"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
        >
          {t.all}
        </Link>
      }
      data-testid="manager-today"
    >
      <p className="-mt-2 mb-3 text-sm text-muted">{t.subtitle}</p>
      {interviews.isPending || demos.isPending ? (
        <SkeletonLines lines={3} />
      ) : calls.length === 0 ? (
        <EmptyState title={t.none} description={t.noneBody} />
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {calls.map((c) => (
            <li
              key={`${c.kind}-${c.id}`}
              data-testid="today-call"
              className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
            >
              <time dateTime={c.start} className="w-20 shrink-0 font-bold tabular-nums">
                {formatTime(c.start)}
              </time>
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-semibold">{c.name}</p>
                <p className="text-sm text-muted">
                  {c.kind === 'interview' ? m.interview : m.demo}
                  {c.phase === 'in-progress' && <>{SEPARATOR + t.live}</>}
                </p>
              </div>
              <Link
                to={c.to}
                className={c.phase === 'ended' ? buttonClass.secondary : buttonClass.primary}
                aria-label={`${c.phase === 'ended' ? t.decide(me) : t.open(me)}: ${c.name}، ${formatTime(c.start)}`}
              >
                {c.phase === 'ended' ? t.decide(me) : t.open(me)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
