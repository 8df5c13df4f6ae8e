import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { wallClock, type LessonDto, type UserRole } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { dayDate, dayWeekday, formatTime } from '../../lib/format.ts';
import { counterpartOf, phaseOf } from './lesson-rules.ts';
import { useFutureLessons, useLiveLessons, usePastLessons } from './lessons-api.ts';
import { useLocalLessons } from '../../lib/db/local-lessons.ts';
import { lessonsByDay, scheduleWeek } from './schedule-week.ts';
import { StatusChip } from './status-chip.tsx';
import { lessonsText as t } from './text.ts';
import { useNow } from '../../lib/use-now.ts';

/** Spec §2 /lessons-schedule: every lesson of one week, day by day. */
export function Component() {
  const me = useAuth().user;
  const { user } = useAuth();
  const now = useNow();
  const [offset, setOffset] = useState(0);
  const week = useMemo(() => scheduleWeek(now, offset), [now, offset]);
  // The local database once the lessons are replicated here, REST until then (decision 147).
  const { path, local } = useLocalLessons(now);
  const future = useFutureLessons(path === 'server');
  const live = useLiveLessons(path === 'server');
  const past = usePastLessons(path === 'server');

  // Past lessons come latest first: page back until the week shown is covered.
  const pastList = useMemo(() => past.data?.pages.flatMap((p) => p.list) ?? [], [past.data]);
  const oldest = pastList.at(-1);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = past;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && oldest && Date.parse(oldest.start) >= week.start)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, oldest, week.start]);

  const byDay = useMemo(
    () =>
      lessonsByDay(
        local
          ? [...local.past, ...local.live, ...local.future]
          : [...pastList, ...(live.data?.list ?? []), ...(future.data?.list ?? [])],
        week,
      ),
    [local, pastList, live.data, future.data, week],
  );
  const count = [...byDay.values()].reduce((sum, list) => sum + list.length, 0);
  const error = local ? null : (future.error ?? live.error ?? past.error);
  const loading =
    path === 'waiting' || (!local && (future.isPending || live.isPending || past.isPending));
  const today = wallClock(now).date;

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto sm:flex-1">
          <h1 className="text-2xl font-extrabold">{t.schedule.title}</h1>
          <p className="mt-1 text-muted">{t.schedule.subtitle}</p>
        </div>
        <nav aria-label={t.schedule.title} className="flex items-center gap-2">
          <Button variant="secondary" onClick={() => setOffset(offset + 1)}>
            {t.schedule.previous}
          </Button>
          <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(offset - 1)}>
            {offset === 1 ? t.schedule.thisWeek : t.schedule.next}
          </Button>
        </nav>
      </header>
      <p aria-live="polite" className="font-semibold">
        {offset === 0 ? `${t.schedule.thisWeek}: ` : ''}
        {t.schedule.weekOf(dayDate(week.days[0]!), dayDate(week.days[6]!))}
      </p>
      {loading ? (
        <SkeletonLines lines={7} />
      ) : error && count === 0 ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {failureText(error)}
        </p>
      ) : (
        <>
          <ol data-testid="schedule-week" className="grid gap-3 lg:grid-cols-7">
            {week.days.map((day) => (
              <DayColumn
                key={day}
                day={day}
                today={day === today}
                lessons={byDay.get(day) ?? []}
                role={user?.role}
                now={now}
              />
            ))}
          </ol>
          {count === 0 && (
            <div className="flex flex-col items-center gap-3 text-center">
              <p className="font-bold">{t.schedule.empty}</p>
              {user?.role === 'Student' && offset === 0 && (
                <Link to="/tutors" className={buttonClass.primary}>
                  {t.schedule.book(me)}
                </Link>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}

function DayColumn({
  day,
  today,
  lessons,
  role,
  now,
}: {
  day: string;
  today: boolean;
  lessons: LessonDto[];
  role: UserRole | undefined;
  now: number;
}) {
  const empty = lessons.length === 0;
  // An empty day is one line on a phone; on a wide screen every day is a column.
  const shape = empty
    ? 'flex-row flex-wrap items-baseline justify-between lg:flex-col lg:items-stretch lg:justify-start'
    : 'flex-col';
  return (
    <li
      aria-current={today ? 'date' : undefined}
      className={`flex gap-2 rounded-2xl border p-3 ${shape} ${today ? 'border-teal-600 bg-teal-50/60 dark:border-teal-400 dark:bg-teal-950/40' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}
    >
      <h2 className="flex items-baseline gap-2 lg:flex-col lg:items-start lg:gap-0">
        <span className="font-bold">{today ? t.schedule.today : dayWeekday(day)}</span>
        <span className="text-sm text-muted">{dayDate(day)}</span>
      </h2>
      {empty ? (
        <p className="text-sm text-faint">{t.schedule.free}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {lessons.map((lesson) => {
            const phase = phaseOf(lesson, now);
            return (
              <li key={lesson.id}>
                <Link
                  to={`/lesson/${lesson.id}`}
                  data-testid="schedule-lesson"
                  className={`flex flex-col gap-1 rounded-xl border border-line-strong p-2 text-sm hover:border-brand-line focus-visible:outline-2 focus-visible:outline-focus ${phase === 'cancelled' ? 'opacity-70' : ''}`}
                >
                  <span className="font-bold tabular-nums">{formatTime(lesson.start)}</span>
                  <span>{counterpartOf(lesson, role).name}</span>
                  <span className="flex flex-wrap items-center gap-1">
                    <StatusChip phase={phase} />
                    <span className="text-muted">{t.minutes(lesson.duration)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
