import { useAuth } from '../../lib/auth-context.tsx';
import { Link } from 'react-router';
import { formatMoney, type LessonDto, SEPARATOR } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { roomLink, roomOpen } from '../../lib/lesson-room.ts';
import { useNow } from '../../lib/use-now.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { formatNumber, formatTime, formatWhen } from './format.ts';
import { lessonStatus, startsSoon, type LessonTone } from './lesson-labels.ts';
import { tutorText } from './text.ts';
import { DASHBOARD_LIST_SIZE } from './tutor-api.ts';

const t = tutorText.lessons;

const toneClass: Record<LessonTone, string> = {
  ok: 'bg-ok-fill text-ok-text',
  live: 'bg-brand text-on-brand',
  wait: 'bg-warn-fill text-warn-text',
  bad: 'bg-danger-fill text-danger-ink',
};

/** What a list shows: a REST query, or the local database's lessons in the same shape. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { list: LessonDto[]; total: number };
  refetch: () => unknown;
}

interface LessonListProps {
  testId: string;
  query: ListQuery;
  /** Where the lessons were read from (browser tests check it). */
  source?: 'local' | 'server';
  zone: string;
  empty: { title: string; body: string };
}

/** Local lessons as a list query: the first page of `DASHBOARD_LIST_SIZE`, and the total. */
export function localListQuery(lessons: LessonDto[]): ListQuery {
  return {
    isPending: false,
    isError: false,
    error: null,
    data: { list: lessons.slice(0, DASHBOARD_LIST_SIZE), total: lessons.length },
    refetch: () => undefined,
  };
}

/** One of the dashboard's lesson lists, with its loading, failure and empty states. */
export function LessonList({ testId, query, source, zone, empty }: LessonListProps) {
  const me = useAuth().user;
  if (query.isPending) return <SkeletonLines lines={4} />;
  if (query.isError || !query.data)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="font-semibold text-danger-strong">
          {tutorText.dashboard.loadFailed} {failureText(query.error)}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {tutorText.dashboard.retry(me)}
        </Button>
      </div>
    );
  const { list, total } = query.data;
  if (list.length === 0) return <EmptyState title={empty.title} description={empty.body} />;
  return (
    <>
      <ul data-testid={testId} data-source={source} className="flex flex-col divide-y divide-line">
        {list.map((lesson) => (
          <LessonRow key={lesson.id} lesson={lesson} zone={zone} />
        ))}
      </ul>
      {total > list.length && (
        <p className="mt-3 text-sm text-muted">
          {t.more(formatNumber(total - list.length))}
          {SEPARATOR}
          <Link
            to="/lessons-schedule"
            className="font-semibold text-brand-ink underline-offset-4 hover:underline"
          >
            {t.all}
          </Link>
        </p>
      )}
    </>
  );
}

function LessonRow({ lesson, zone }: { lesson: LessonDto; zone: string }) {
  const me = useAuth().user;
  const status = lessonStatus(lesson, me);
  // The room opens ten minutes ahead: the tutor joins from here too (issue 16).
  const now = useNow(30_000);
  const soon = startsSoon(lesson, now);
  return (
    <li data-testid="lesson" className="flex flex-wrap items-center gap-3 py-3">
      <Avatar name={lesson.student.name} src={lesson.student.image} />
      <div className="min-w-48 flex-1">
        <p className="font-bold">{lesson.student.name}</p>
        <p className="text-sm text-soft">
          <time dateTime={lesson.start}>{formatWhen(lesson.start, zone)}</time> –{' '}
          <time dateTime={lesson.end}>{formatTime(lesson.end, zone)}</time>
          {SEPARATOR}
          {t.minutes(lesson.duration)}
          {lesson.price !== null && lesson.status !== 'cancelled' && (
            <>{SEPARATOR + formatMoney(lesson.price)}</>
          )}
        </p>
      </div>
      {/* On a phone the badge and link wrap under the name, lined up with it. */}
      <div className="ms-14 flex flex-wrap items-center gap-2 sm:ms-0">
        {soon && (
          <span
            data-testid="lesson-soon"
            className="whitespace-nowrap rounded-full bg-info-fill px-3 py-1 text-sm font-semibold text-info-text"
          >
            {soon}
          </span>
        )}
        {roomOpen(lesson, now) && (
          <Link to={roomLink(lesson.id)} data-testid="tutor-join" className={buttonClass.primary}>
            {t.join(me)}
          </Link>
        )}
        <span
          className={`whitespace-nowrap rounded-full px-3 py-1 text-sm font-semibold ${toneClass[status.tone]}`}
        >
          {status.label}
        </span>
        <Link
          to={`/lesson/${encodeURIComponent(lesson.id)}`}
          aria-label={`${t.details} ${t.with(lesson.student.name)}`}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          {t.details}
        </Link>
      </div>
    </li>
  );
}
