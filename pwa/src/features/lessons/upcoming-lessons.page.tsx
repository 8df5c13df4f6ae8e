import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { LessonRow } from './lesson-row.tsx';
import { useLiveLessons, useUpcomingLessons } from './lessons-api.ts';
import { notCancelled, useLocalLessons } from '../../lib/db/local-lessons.ts';
import { lessonsText as t } from './text.ts';
import { useNow } from '../../lib/use-now.ts';

/** Spec §2 /upcoming-lessons: lessons going on now, then the booked ones to come. */
export function Component() {
  const me = useAuth().user;
  const { user } = useAuth();
  const now = useNow(30_000);
  // The local database once the lessons are replicated here, REST until then (decision 147).
  const { path, local } = useLocalLessons(now);
  const live = useLiveLessons(path === 'server');
  const upcoming = useUpcomingLessons(path === 'server');
  const lessons = local
    ? [...local.live, ...local.future.filter(notCancelled)]
    : [...(live.data?.list ?? []), ...(upcoming.data?.pages.flatMap((p) => p.list) ?? [])];
  const error = local ? null : (live.error ?? upcoming.error);
  const loading = path === 'waiting' || (!local && (live.isPending || upcoming.isPending));

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-extrabold">{t.upcoming.title}</h1>
        <p className="mt-1 text-muted">{t.upcoming.subtitle(me)}</p>
      </header>
      {loading ? (
        <SkeletonLines lines={6} />
      ) : error && lessons.length === 0 ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="font-semibold text-danger-strong">{failureText(error)}</p>
          <Button
            variant="secondary"
            onClick={() => {
              void live.refetch();
              void upcoming.refetch();
            }}
          >
            {t.retry(me)}
          </Button>
        </div>
      ) : lessons.length === 0 ? (
        <EmptyState
          icon={<CalendarDays className="size-10" />}
          title={t.upcoming.empty}
          description={t.upcoming.emptyBody(me)}
          action={
            user?.role === 'Student' && (
              <Link to="/tutors" className={buttonClass.primary}>
                {t.upcoming.findTutor(me)}
              </Link>
            )
          }
        />
      ) : (
        <Card>
          <ul data-testid="upcoming-lessons" data-source={local ? 'local' : 'server'}>
            {lessons.map((lesson) => (
              <LessonRow key={lesson.id} lesson={lesson} role={user?.role} now={now} />
            ))}
          </ul>
          {!local && upcoming.hasNextPage && (
            <Button
              variant="secondary"
              loading={upcoming.isFetchingNextPage}
              onClick={() => void upcoming.fetchNextPage()}
            >
              {t.upcoming.more}
            </Button>
          )}
        </Card>
      )}
    </div>
  );
}
