import { useAuth } from '../../lib/auth-context.tsx';
import { choiceClass } from './choice-class.ts';
import { dayDate, dayWeekday } from '../../lib/format.ts';
import { bookingText as t } from './text.ts';
import type { DayChoice } from './use-free-times.ts';

/** Step 1: a day of this booking week; days the tutor does not teach are shown, not offered. */
export function DateStep({
  days,
  today,
  chosen,
  onChoose,
}: {
  days: DayChoice[];
  today: string;
  chosen: string | null;
  onChoose: (day: string) => void;
}) {
  const me = useAuth().user;
  return (
    <fieldset>
      <legend className="mb-3 font-bold">{t.dialog.pickDay(me)}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {days.map(({ day, count }) => (
          <button
            key={day}
            type="button"
            data-testid="book-day"
            aria-pressed={chosen === day}
            disabled={count === 0}
            onClick={() => onChoose(day)}
            className={choiceClass}
          >
            <span>{day === today ? t.dialog.today : dayWeekday(day)}</span>
            <span className="text-sm font-medium opacity-80">{dayDate(day)}</span>
            <span className="text-xs font-medium opacity-80">
              {count === 0 ? t.dialog.noTimes : t.dialog.times(count)}
            </span>
          </button>
        ))}
      </div>
      <p className="mt-3 text-sm text-muted">{t.dialog.weekNote}</p>
    </fieldset>
  );
}
