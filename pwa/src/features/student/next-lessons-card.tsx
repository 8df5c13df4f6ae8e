import { CalendarDays } from 'lucide-react';
import { useAuth } from '../../lib/auth-context.tsx';
import { Link } from 'react-router';
import type { LessonDto } from '@kalam/shared';
import { Avatar } from '../../ui/avatar.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { formatDayTime } from '../../lib/format.ts';
import { formatComing } from '../../lib/format-coming.ts';
import { roomLink, roomOpen } from '../../lib/lesson-room.ts';
import { studentText as t } from './text.ts';

const link = 'text-sm font-semibold text-brand-ink underline-offset-4 hover:underline';

/** The next booked lessons, the nearest first, each with its time and how far away it is. */
export function NextLessonsCard({
  lessons,
  loading,
  now,
}: {
  lessons: LessonDto[];
  loading: boolean;
  now: number;
}) {
  const me = useAuth().user;
  return (
    <Card
      title={t.next.title}
      data-tour="upcoming"
      data-testid="next-lessons"
      actions={
        <Link to="/upcoming-lessons" className={link}>
          {t.next.all}
        </Link>
      }
    >
      {loading ? (
        <SkeletonLines lines={3} />
      ) : lessons.length === 0 ? (
        <EmptyState
          icon={<CalendarDays className="size-10" />}
          title={t.next.none}
          description={t.next.noneBody(me)}
          action={
            <Link to="/tutors" className={buttonClass.primary}>
              {t.dashboard.findTutor(me)}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {lessons.map((lesson) => (
            <li key={lesson.id} className="flex flex-col gap-2">
              <Link
                to={`/lesson/${lesson.id}`}
                data-testid="dashboard-lesson"
                className="flex flex-wrap items-center gap-3 rounded-xl border border-line-strong p-3 hover:border-brand-line focus-visible:outline-2 focus-visible:outline-focus"
              >
                <Avatar name={lesson.tutor.name} src={lesson.tutor.image} />
                <span className="flex min-w-40 flex-1 flex-col">
                  <span className="font-bold">{lesson.tutor.name}</span>
                  <span className="text-soft">{formatDayTime(lesson.start)}</span>
                </span>
                <span className="rounded-full bg-info-fill px-3 py-1 text-sm font-semibold text-info-text">
                  {/* Once it started it is «شغّالة دلوقتي», not «قبل دقيقة». */}
                  {Date.parse(lesson.start) <= now
                    ? t.next.live
                    : t.next.in(formatComing(lesson.start, now))}
                </span>
              </Link>
              {roomOpen(lesson, now) && (
                <Link
                  to={roomLink(lesson.id)}
                  data-testid="dashboard-join"
                  className={`${buttonClass.primary} self-start`}
                >
                  {t.next.join(me)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
