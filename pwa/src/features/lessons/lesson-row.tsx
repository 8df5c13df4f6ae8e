import { useAuth } from '../../lib/auth-context.tsx';
import { Link } from 'react-router';
import type { LessonDto, UserRole } from '@kalam/shared';
import { Avatar } from '../../ui/avatar.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { MessageLink } from '../../ui/message-link.tsx';
import { formatDayLong, formatTimeRange } from '../../lib/format.ts';
import { counterpartOf, phaseOf, roomLink, roomOpen } from './lesson-rules.ts';
import { StatusChip } from './status-chip.tsx';
import { lessonsText as t } from './text.ts';

/** One lesson in a list: who, when, how long, its state, and the way into it. */
export function LessonRow({
  lesson,
  role,
  now,
}: {
  lesson: LessonDto;
  role: UserRole | undefined;
  now: number;
}) {
  const me = useAuth().user;
  const other = counterpartOf(lesson, role);
  const phase = phaseOf(lesson, now);
  return (
    <li
      data-testid="lesson-row"
      data-lesson-id={lesson.id}
      className="flex flex-wrap items-center gap-3 border-b border-line py-4 last:border-0"
    >
      <Avatar name={other.name} src={other.image} />
      {/* At least 12rem: with the buttons beside it on a phone, the buttons wrap below instead
          of squeezing the text to a word per line. */}
      <div className="min-w-48 flex-1 basis-48">
        <p className="font-bold">{t.with(other.name)}</p>
        <p className="text-soft">
          {formatDayLong(lesson.start)}
          {'، '}
          <span className="tabular-nums">
            {t.from(...formatTimeRange(lesson.start, lesson.end))}
          </span>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <StatusChip phase={phase} />
          {t.minutes(lesson.duration)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {roomOpen(lesson, now) && (
          <Link to={roomLink(lesson.id)} className={buttonClass.primary}>
            {t.join(me)}
          </Link>
        )}
        <Link
          to={`/lesson/${lesson.id}`}
          className={buttonClass.secondary}
          aria-label={`${t.details}: ${t.with(other.name)}، ${formatDayLong(lesson.start)}`}
        >
          {t.details}
        </Link>
        {phase !== 'cancelled' && <MessageLink person={other} variant="ghost" />}
      </div>
    </li>
  );
}
