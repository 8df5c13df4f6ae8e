import { Link } from 'react-router';
import { DEFAULT_TIME_ZONE } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { LessonList } from './lesson-list.tsx';
import { SetupNotice } from './setup-notice.tsx';
import { StatCards } from './stat-cards.tsx';
import { tutorText } from './text.ts';
import { useLessons, useTutorMeta, useTutorStats, useTutoringMinutes } from './tutor-api.ts';
import { useLessonEvents } from './use-lesson-events.ts';

const t = tutorText.dashboard;
const l = tutorText.lessons;

/**
 * Spec §2 /t/dashboard: the overview figures, the lesson happening now, upcoming and past
 * lessons. A student's booking, move or cancellation refreshes it live with a toast.
 */
export function Component() {
  const { user } = useAuth();
  const zone = user?.timeZone ?? DEFAULT_TIME_ZONE;
  const tutor = user?.role === 'Tutor';
  useLessonEvents(zone);
  const stats = useTutorStats(tutor);
  const minutes = useTutoringMinutes(tutor);
  const meta = useTutorMeta(tutor);
  const now = useLessons('now', tutor);
  const upcoming = useLessons('future', tutor);
  const past = useLessons('past', tutor);

  if (!user) return <SkeletonLines lines={8} />;
  if (!tutor)
    return (
      <Frame name={user.name}>
        <Card>
          <p className="mb-3">{t.managerOnly}</p>
          <Link to="/interviews" className={buttonClass.primary}>
            {t.interviews}
          </Link>
        </Card>
      </Frame>
    );

  return (
    <Frame name={user.name}>
      <SetupNotice user={user} meta={meta.data} />
      <StatCards
        stats={stats.data}
        minutes={minutes.data}
        loading={stats.isPending || minutes.isPending}
      />
      {(now.data?.list.length ?? 0) > 0 && (
        <Card title={l.now} className="border-teal-400 dark:border-teal-700">
          <LessonList
            testId="lessons-now"
            query={now}
            zone={zone}
            empty={{ title: l.now, body: '' }}
          />
        </Card>
      )}
      <div className="grid gap-5 lg:grid-cols-2">
        <Card title={l.upcoming}>
          <LessonList
            testId="lessons-upcoming"
            query={upcoming}
            zone={zone}
            empty={{ title: l.emptyUpcoming, body: l.emptyUpcomingBody }}
          />
        </Card>
        <Card title={l.past}>
          <LessonList
            testId="lessons-past"
            query={past}
            zone={zone}
            empty={{ title: l.emptyPast, body: l.emptyPastBody }}
          />
        </Card>
      </div>
    </Frame>
  );
}

function Frame({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <header className="flex flex-wrap items-center gap-3">
        <div className="flex-1">
          <h1 className="text-2xl font-extrabold">{t.hello(name.split(' ')[0] ?? name)}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t.subtitle}</p>
        </div>
        <Link to="/schedule-management" className={buttonClass.secondary}>
          {t.manageSchedule}
        </Link>
      </header>
      {children}
    </div>
  );
}
