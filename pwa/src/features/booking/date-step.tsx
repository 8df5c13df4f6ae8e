import { useAuth } from '../../lib/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
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
  tutorName,
  onOtherTutor,
}: {
  days: DayChoice[];
  today: string;
  chosen: string | null;
  onChoose: (day: string) => void;
  tutorName: string;
  /** Every day is without a free time: the way forward is another tutor. */
  onOtherTutor: () => void;
}) {
  const me = useAuth().user;
  const noneThisWeek = days.length > 0 && days.every((d) => d.count === 0);
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
      {noneThisWeek && (
        <div
          data-testid="book-no-times"
          className="mt-4 flex flex-col items-start gap-3 rounded-xl border border-warn-line bg-warn-soft p-4"
        >
          <p className="font-semibold text-warn-ink">{t.dialog.noTimesThisWeek(tutorName)}</p>
          <Button onClick={onOtherTutor}>{t.ways['other-tutor'](me)}</Button>
        </div>
      )}
      <p className="mt-3 text-sm text-muted">{t.dialog.weekNote}</p>
    </fieldset>
  );
}
