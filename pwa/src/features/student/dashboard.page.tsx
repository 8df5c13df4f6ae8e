import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { useMySubscription } from '../../lib/current-plan.ts';
import { usePendingOrders } from '../../lib/pending-orders.ts';
import { failureText } from '../../lib/form.ts';
import { useLastKnown } from '../../lib/use-last-known.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { PendingOrder } from '../../ui/pending-order.tsx';
import { ChatsCard } from './chats-card.tsx';
import { GuidedTour } from './guided-tour.tsx';
import { useLocalDashboardLessons } from './local-next-lessons.ts';
import { MinutesCard } from './minutes-card.tsx';
import { NextLessonsCard } from './next-lessons-card.tsx';
import { OverviewCard } from './overview-card.tsx';
import { PastLessonsCard } from './past-lessons-card.tsx';
import { useNextLessons, usePastLessons, useStudentStats } from './student-api.ts';
import { studentText as t } from './text.ts';
import { markTourSeen, tourSeen } from './tour-store.ts';
import { useNow } from '../../lib/use-now.ts';

/**
 * Spec §2 /s/dashboard: minutes left this week and their renewal, the next and the past lessons,
 * the way to the chats, and the five-step tour the first time.
 */
export function Component() {
  const me = useAuth().user;
  const { user } = useAuth();
  const now = useNow(30_000);
  const subscription = useMySubscription();
  const stats = useStudentStats();
  const pending = usePendingOrders();
  // With no network: the last minutes and figures the server gave, dated (decision 107).
  const minutes = useLastKnown('student-subscription', subscription);
  const overview = useLastKnown('student-stats', stats);
  // The local database once the lessons are replicated here, REST until then (decision 147).
  const { path, local } = useLocalDashboardLessons(now);
  const next = useNextLessons(path === 'server');
  const past = usePastLessons(path === 'server');
  const [touring, setTouring] = useState(() => !tourSeen());
  const endTour = useCallback(() => {
    markTourSeen();
    setTouring(false);
  }, []);
  const error =
    (minutes.data === undefined ? subscription.error : null) ??
    (local ? null : (next.error ?? past.error));

  return (
    // While the tour's card sits at the bottom, room is left under the last card to scroll to.
    <div className={`flex flex-col gap-5 ${touring ? 'pb-64' : ''}`}>
      <header className="flex flex-wrap items-center gap-3">
        <div className="w-full sm:w-auto sm:flex-1">
          <h1 className="text-2xl font-extrabold">{t.dashboard.hello(user?.name ?? '')}</h1>
          <p className="mt-1 text-muted">{t.dashboard.subtitle}</p>
        </div>
        <Button variant="ghost" onClick={() => setTouring(true)} data-testid="tour-restart">
          {t.dashboard.tour}
        </Button>
        <Link to="/tutors" data-tour="find-tutor" className={buttonClass.primary}>
          {t.dashboard.findTutor(me)}
        </Link>
      </header>
      {error && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-line bg-danger-soft px-4 py-3"
        >
          <p className="flex-1 font-semibold text-danger-ink">{failureText(error)}</p>
          <Button
            variant="secondary"
            onClick={() => {
              void subscription.refetch();
              void next.refetch();
              void past.refetch();
            }}
          >
            {t.dashboard.retry(me)}
          </Button>
        </div>
      )}
      {pending.data?.map((tx) => (
        <PendingOrder key={tx.id} tx={tx} />
      ))}
      <div className="grid gap-5 lg:grid-cols-3">
        <MinutesCard
          subscription={minutes.data}
          loading={minutes.data === undefined && subscription.isPending}
          asOf={minutes.asOf}
        />
        <div className="lg:col-span-2">
          <NextLessonsCard
            lessons={local?.next ?? next.data?.list ?? []}
            loading={path === 'waiting' || (!local && next.isPending)}
            now={now}
          />
        </div>
        <div className="flex flex-col gap-5 lg:col-span-2">
          <OverviewCard stats={overview.data} asOf={overview.asOf} />
          <PastLessonsCard
            lessons={local?.past ?? past.data?.list ?? []}
            loading={path === 'waiting' || (!local && past.isPending)}
          />
        </div>
        <ChatsCard />
      </div>
      {touring && <GuidedTour onEnd={endTour} />}
    </div>
  );
}
