import { Link } from 'react-router';
import { DEFAULT_TIME_ZONE } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { notCancelled, useLocalLessons } from '../../lib/db/local-lessons.ts';
import { useLastKnown } from '../../lib/use-last-known.ts';
import { useNow } from '../../lib/use-now.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { LessonList, localListQuery } from './lesson-list.tsx';
import { SetupNotice } from './setup-notice.tsx';
import { StatCards } from './stat-cards.tsx';
import { tutorText } from './text.ts';
import { useLessons, useTutorMeta, useTutorStats, useTutoringMinutes } from './tutor-api.ts';

const t = tutorText.dashboard;
const l = tutorText.lessons;

/**
 * Spec §2 /t/dashboard: the overview figures, the lesson happening now, upcoming and past
 * lessons. A student's booking, move or cancellation refreshes it live with a toast. The lessons
 * come from the local database once it holds them (decision 106) and the figures fall back to
 * the last ones the server gave (decision 107), so the dashboard opens offline.
 */
export function Component() {
  return <TutorDashboard />;
}

/** The dashboard itself; `money` is the earnings block the app composes in (features stay apart). */
export function TutorDashboard({
  money,
  managerToday,
  onboarding,
}: {
  money?: React.ReactNode;
  /**
   * An applicant's onboarding step and booked call, composed in by the app (decisions 253, 269);
   * given only while there is a step to take, and then the whole home (decision 271). `loading`
   * while it is not known whether there is one (decision 284).
   */
  onboarding?: React.ReactNode | 'loading';
  /** A tutor manager's home: today's calls, composed in by the app (decision 243). */
  managerToday?: React.ReactNode;
}) {
  const me = useAuth().user;
  const { user } = useAuth();
  const zone = user?.timeZone ?? DEFAULT_TIME_ZONE;
  const tutor = user?.role === 'Tutor';
  const stats = useLastKnown('tutor-stats', useTutorStats(tutor));
  const minutes = useLastKnown('tutor-minutes', useTutoringMinutes(tutor));
  const meta = useTutorMeta(tutor);
  // The local database once the lessons are replicated here, REST until then (decision 147).
  const { path, local } = useLocalLessons(useNow(30_000));
  const remote = {
    now: useLessons('now', tutor && path === 'server'),
    upcoming: useLessons('future', tutor && path === 'server'),
    past: useLessons('past', tutor && path === 'server'),
  };
  // The same lists as the REST calls: now and to come without cancelled ones, past with them.
  const lists = local
    ? {
        now: localListQuery(local.live),
        upcoming: localListQuery(local.future.filter(notCancelled)),
        past: localListQuery(local.past),
      }
    : remote;
  const source = local ? 'local' : 'server';

  if (!user) return <SkeletonLines lines={8} />;
  // A tutor manager's home is the day's calls; their card's «كل المقابلات» is the one way on
  // to /interviews besides the menu (decision 247).
  if (!tutor)
    return (
      <Frame name={user.name} subtitle={t.managerSubtitle(me)}>
        {managerToday}
      </Frame>
    );

  // Applicant or working tutor is not known yet: neither home's figures nor its words, which an
  // applicant saw for a second and a half before her step (decision 284).
  if (onboarding === 'loading')
    return (
      <Frame name={user.name}>
        <SkeletonLines lines={4} />
      </Frame>
    );

  // An applicant teaches no one until activated: a home of zeros (figures, balance, empty lesson
  // lists) under the step only pushed the one thing to do down the page.
  if (onboarding)
    return (
      <Frame name={user.name} subtitle={t.applicantSubtitle}>
        {onboarding}
        <SetupNotice user={user} meta={meta.data} onboarding />
      </Frame>
    );

  return (
    <Frame name={user.name} subtitle={t.subtitle}>
      <SetupNotice user={user} meta={meta.data} />
      <StatCards
        stats={stats.data}
        minutes={minutes.data}
        loading={stats.data === undefined || minutes.data === undefined}
        asOf={
          stats.asOf === null && minutes.asOf === null
            ? null
            : Math.min(stats.asOf ?? Infinity, minutes.asOf ?? Infinity)
        }
      />
      {money}
      {(lists.now.data?.list.length ?? 0) > 0 && (
        <Card title={l.now} className="border-teal-400 dark:border-teal-700">
          <LessonList
            testId="lessons-now"
            source={source}
            query={lists.now}
            zone={zone}
            empty={{ title: l.now, body: '' }}
          />
        </Card>
      )}
      <div className="grid gap-5 lg:grid-cols-2">
        <Card title={l.upcoming}>
          <LessonList
            testId="lessons-upcoming"
            source={source}
            query={lists.upcoming}
            zone={zone}
            empty={{ title: l.emptyUpcoming, body: l.emptyUpcomingBody(me) }}
          />
        </Card>
        <Card title={l.past}>
          <LessonList
            testId="lessons-past"
            source={source}
            query={lists.past}
            zone={zone}
            empty={{ title: l.emptyPast(me), body: l.emptyPastBody }}
          />
        </Card>
      </div>
    </Frame>
  );
}

function Frame({
  name,
  subtitle,
  children,
}: {
  name: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <header className="flex flex-wrap items-center gap-3">
        <div className="flex-1">
          <h1 className="text-2xl font-extrabold">{t.hello(name.split(' ')[0] ?? name)}</h1>
          {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
        </div>
        <Link to="/schedule-management" className={buttonClass.secondary}>
          {t.manageSchedule}
        </Link>
      </header>
      {children}
    </div>
  );
}
