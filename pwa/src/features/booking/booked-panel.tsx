import { useAuth } from '../../lib/auth-context.tsx';
import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import type { LessonDto } from '@kalam/shared';
import { Button, buttonClass } from '../../ui/button.tsx';
import { formatDayLong, formatTime } from '../../lib/format.ts';
import { bookingText as t } from './text.ts';

/** After the booking: what was booked and where to go next. */
export function BookedPanel({
  lesson,
  moved,
  onClose,
}: {
  lesson: LessonDto;
  moved: boolean;
  onClose: () => void;
}) {
  const me = useAuth().user;
  return (
    <div data-testid="book-done" className="flex flex-col items-center gap-3 text-center">
      <p aria-hidden="true" className="text-5xl">
        <PartyPopper className="size-10" />
      </p>
      <p role="status" className="text-xl font-extrabold">
        {moved ? t.dialog.moved : t.dialog.booked}
      </p>
      <p className="text-soft">
        {t.dialog.bookedRange(
          lesson.tutor.name,
          formatDayLong(lesson.start),
          formatTime(lesson.start),
          formatTime(lesson.end),
        )}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link to={`/lesson/${lesson.id}`} className={buttonClass.primary}>
          {t.dialog.viewLesson}
        </Link>
        <Link to="/s/dashboard" className={buttonClass.secondary}>
          {t.dialog.dashboard(me)}
        </Link>
        <Button variant="ghost" onClick={onClose}>
          {t.dialog.close}
        </Button>
      </div>
    </div>
  );
}
