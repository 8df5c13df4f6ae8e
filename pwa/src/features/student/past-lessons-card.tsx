import { joinParts } from '@kalam/shared';
import { BookOpen } from 'lucide-react';
import { useAuth } from '../../lib/auth-context.tsx';
import { Link } from 'react-router';
import type { LessonDto } from '@kalam/shared';
import { Avatar } from '../../ui/avatar.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { formatDateShort, formatTime } from '../../lib/format.ts';
import { studentText as t } from './text.ts';

const link = 'text-sm font-semibold text-brand-ink underline-offset-4 hover:underline';

/** The latest lessons taken. */
export function PastLessonsCard({ lessons, loading }: { lessons: LessonDto[]; loading: boolean }) {
  const me = useAuth().user;
  return (
    <Card
      title={t.past.title}
      data-tour="past"
      data-testid="past-lessons"
      actions={
        <Link to="/lessons-schedule" className={link}>
          {t.past.schedule}
        </Link>
      }
    >
      {loading ? (
        <SkeletonLines lines={3} />
      ) : lessons.length === 0 ? (
        <EmptyState
          icon={<BookOpen className="size-10" />}
          title={t.past.none(me)}
          description={t.past.noneBody(me)}
        />
      ) : (
        <ul className="flex flex-col">
          {lessons.map((lesson) => (
            <li key={lesson.id} className="border-b border-line last:border-0">
              <Link
                to={`/lesson/${lesson.id}`}
                className="flex items-center gap-3 py-2.5 hover:text-brand-ink"
              >
                <Avatar name={lesson.tutor.name} src={lesson.tutor.image} size="sm" />
                {/* The name above its date, so a phone never breaks the name in two. */}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold">{lesson.tutor.name}</span>
                  <span className="text-sm text-muted">
                    {joinParts(
                      `${formatDateShort(lesson.start)}، ${formatTime(lesson.start)}`,
                      t.past.duration(lesson.duration),
                    )}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
