import { useEffect, useRef } from 'react';
import { useAuth } from '../../lib/auth-context.tsx';
import { MINUTES_IN_DAY, errorMessage, type ErrorCode, SEPARATOR_MARK } from '@kalam/shared';
import { Button } from '../../ui/button.tsx';
import { cardClass } from '../../ui/card.tsx';
import { durationLabel, minuteLabel, numberLabel } from './format.ts';
import { scheduleText as t } from './text.ts';
import { TimeSelect } from './time-select.tsx';
import { newRange, weeklyMinutes, type PlacedLesson, type TimeRange } from './week-template.ts';

/** A booked lesson shown on its day, and whether the draft still holds it. */
export interface DayLesson {
  placed: PlacedLesson;
  student: string;
  covered: boolean;
}

interface DayCardProps {
  weekday: number;
  ranges: TimeRange[];
  problems: Map<string, ErrorCode>;
  lessons: DayLesson[];
  onChange: (ranges: TimeRange[]) => void;
  onCover: (lesson: PlacedLesson) => void;
}

/** One weekday of the editor: its time ranges, each editable and removable, and its booked lessons. */
export function DayCard({ weekday, ranges, problems, lessons, onChange, onCover }: DayCardProps) {
  const me = useAuth().user;
  const day = t.days[weekday]!;
  const next = newRange(ranges);
  const minutes = weeklyMinutes([ranges]);
  const blocked = lessons.some((l) => !l.covered);
  const update = (key: string, change: Partial<TimeRange>) =>
    onChange(ranges.map((r) => (r.key === key ? { ...r, ...change } : r)));
  // With the keyboard, an added range takes focus at its start, and a removed one hands focus to
  // the range in its place (or the day's «add» button): the removed button took focus away with it.
  const section = useRef<HTMLElement>(null);
  const refocus = useRef<'added' | number | null>(null);
  useEffect(() => {
    const to = refocus.current;
    const here = section.current;
    refocus.current = null;
    if (to === null || !here) return;
    if (to === 'added') {
      here.querySelector<HTMLElement>('[data-testid="range"]:last-child select')?.focus();
      return;
    }
    const removes = here.querySelectorAll<HTMLElement>('[data-remove-range]');
    (
      removes[Math.min(to, removes.length - 1)] ??
      here.querySelector<HTMLElement>('[data-add-range]')
    )?.focus();
  }, [ranges.length]);

  return (
    <section
      ref={section}
      data-testid={`day-${weekday}`}
      aria-labelledby={`day-${weekday}-title`}
      className={`${cardClass} ${blocked ? 'border-red-400 ring-2 ring-red-300 dark:border-red-700 dark:ring-red-900' : ''}`}
    >
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id={`day-${weekday}-title`} className="text-lg font-bold">
          {day}
        </h2>
        <span className="rounded-full bg-subtle px-2.5 py-0.5 text-sm font-semibold text-soft">
          {minutes === MINUTES_IN_DAY ? t.dayFull : minutes > 0 ? durationLabel(minutes) : t.dayOff}
        </span>
        <Button
          type="button"
          variant="secondary"
          className="ms-auto min-h-9 px-3 py-1.5 text-sm"
          disabled={!next}
          aria-label={t.addRangeTo(day, me)}
          data-add-range
          onClick={() => {
            if (!next) return;
            refocus.current = 'added';
            onChange([...ranges, next]);
          }}
        >
          <span aria-hidden="true">+</span> {t.addRange(me)}
        </Button>
      </header>

      {ranges.length > 0 && (
        <ul className="flex flex-col gap-3">
          {ranges.map((r, i) => {
            const n = numberLabel(i + 1);
            const problem = problems.get(r.key);
            const errorId = `range-${r.key}-error`;
            return (
              <li key={r.key} data-testid="range" className="flex flex-col gap-1">
                <div className="flex items-center gap-1 sm:gap-2">
                  <span className="hidden text-sm font-semibold text-muted sm:inline">
                    {t.from}
                  </span>
                  <TimeSelect
                    label={t.startOf(day, n)}
                    value={r.start}
                    edge="start"
                    invalid={!!problem}
                    describedBy={problem ? errorId : undefined}
                    onChange={(start) => update(r.key, { start })}
                  />
                  <span className="text-sm font-semibold text-muted">
                    <span className="hidden sm:inline">{t.to}</span>
                    <span aria-hidden="true" className="sm:hidden">
                      –
                    </span>
                  </span>
                  <TimeSelect
                    label={t.endOf(day, n)}
                    value={r.end}
                    edge="end"
                    invalid={!!problem}
                    describedBy={problem ? errorId : undefined}
                    onChange={(end) => update(r.key, { end })}
                  />
                  <button
                    type="button"
                    aria-label={t.removeRange(day, n, me)}
                    title={t.removeRange(day, n, me)}
                    data-remove-range
                    onClick={() => {
                      refocus.current = i;
                      onChange(ranges.filter((x) => x.key !== r.key));
                    }}
                    className="flex size-10 shrink-0 items-center justify-center rounded-xl text-danger hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-focus sm:ms-auto"
                  >
                    <TrashIcon />
                  </button>
                </div>
                {problem && (
                  <p id={errorId} className="text-sm font-medium text-danger">
                    {errorMessage(problem)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {lessons.length > 0 && (
        <div className="mt-4 border-t border-line pt-3">
          <h3 className="mb-2 text-sm font-bold text-soft">{t.booked}</h3>
          <ul className="flex flex-wrap gap-2">
            {lessons.map(({ placed, student, covered }) => (
              <li
                key={placed.id}
                data-testid="booked-lesson"
                className={`flex flex-wrap items-center gap-2 rounded-xl px-3 py-1.5 text-sm font-semibold ${covered ? 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-100' : 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'}`}
              >
                <span>
                  {t.bookedLesson(
                    `${minuteLabel(placed.from)} – ${minuteLabel(Math.min(placed.to, MINUTES_IN_DAY))}`,
                    student,
                  )}
                  {!covered && SEPARATOR_MARK}
                </span>
                {!covered && (
                  <>
                    <span>{t.uncovered}</span>
                    <button
                      type="button"
                      onClick={() => onCover(placed)}
                      className="rounded-lg underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus"
                    >
                      {t.conflict.keep}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** A bin outline; the button's label says what it removes. */
function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
