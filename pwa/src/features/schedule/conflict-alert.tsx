import { useAuth } from '../../lib/auth-context.tsx';
import { Link } from 'react-router';
import { lessonWhen } from './format.ts';
import { scheduleText as t } from './text.ts';
import type { PlacedLesson } from './week-template.ts';

/** A lesson that blocked the last save, with what the screen knows of it. */
export interface Blocker {
  id: string;
  start: string;
  duration: number;
  student: string;
  placed: PlacedLesson;
  covered: boolean;
}

interface ConflictAlertProps {
  blockers: Blocker[];
  zone: string;
  onCover: (lesson: PlacedLesson) => void;
}

/**
 * Why the server refused the template (409 `conflicting-schedule`): which booked lessons the edit
 * would strand, and the two ways forward — keep their time, or cancel the lesson first.
 */
export function ConflictAlert({ blockers, zone, onCover }: ConflictAlertProps) {
  const me = useAuth().user;
  const resolved = blockers.length > 0 && blockers.every((b) => b.covered);
  return (
    <div
      role="alert"
      data-testid="schedule-conflict"
      className="rounded-2xl border border-danger-line bg-danger-soft p-5 text-danger-ink"
    >
      <h2 className="text-lg font-bold">{t.conflict.title}</h2>
      {/* Its sentence once: the catalogue's «التعديل ده هيشيل وقت فيه حصص محجوزة…» above the
          lead said it twice (issue 40); the lead and the way forward below say it all. */}
      <p className="mt-1">{blockers.length ? t.conflict.lead : t.conflict.unknown(me)}</p>
      {blockers.length > 0 && (
        <ul className="mt-2 flex flex-col gap-2">
          {blockers.map((b) => (
            <li
              key={b.id}
              data-testid="blocking-lesson"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-white/70 px-3 py-2 dark:bg-red-900/40"
            >
              <span className={`font-semibold ${b.covered ? 'line-through opacity-70' : ''}`}>
                {t.conflict.lesson(b.student, lessonWhen(b.start, zone), b.duration)}
              </span>
              <span className="ms-auto flex flex-wrap gap-3 text-sm font-semibold">
                {!b.covered && (
                  <button
                    type="button"
                    onClick={() => onCover(b.placed)}
                    className="underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    {t.conflict.keep}
                  </button>
                )}
                <Link
                  to={`/lesson/${encodeURIComponent(b.id)}`}
                  className="underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {t.conflict.open(me)}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">{resolved ? t.conflict.resolved(me) : t.conflict.howTo(me)}</p>
    </div>
  );
}
