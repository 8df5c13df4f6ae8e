import { LESSON_DURATIONS_MINUTES, type LessonDuration } from '@kalam/shared';
import { choiceClass } from './choice-class.ts';
import { bookingText as t } from './text.ts';

/** Step 2: 15 or 30 minutes, with what is left of the week's minutes. */
export function DurationStep({
  chosen,
  remaining,
  onChoose,
}: {
  chosen: LessonDuration;
  remaining: number | null;
  onChoose: (minutes: LessonDuration) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-3 font-bold">{t.dialog.pickDuration}</legend>
      <div className="grid grid-cols-2 gap-3">
        {LESSON_DURATIONS_MINUTES.map((m) => (
          <button
            key={m}
            type="button"
            data-testid={`book-duration-${m}`}
            aria-pressed={chosen === m}
            onClick={() => onChoose(m)}
            className={`${choiceClass} min-h-24`}
          >
            <span className="text-xl font-extrabold">{t.dialog.minutes(m)}</span>
            <span className="text-sm font-medium opacity-80">{t.dialog.durationHint[m]}</span>
          </button>
        ))}
      </div>
      {remaining !== null && (
        <p className="mt-3 text-sm text-muted">{t.dialog.remaining(remaining)}</p>
      )}
    </fieldset>
  );
}
