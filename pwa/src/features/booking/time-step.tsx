import { useAuth } from '../../lib/auth-context.tsx';
import { CalendarDays } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ar } from '../../i18n/ar.ts';
import { choiceClass } from './choice-class.ts';
import { byPartOfDay } from './free-times.ts';
import { dayLongOf, formatTimeParts } from '../../lib/format.ts';
import { bookingText as t } from './text.ts';

/** Step 3: the day's free starts at the chosen length. */
export function TimeStep({
  day,
  starts,
  checking,
  chosen,
  duration,
  onChoose,
  onOtherDay,
  onShorter,
}: {
  day: string;
  starts: number[];
  checking: boolean;
  chosen: number | null;
  duration: number;
  onChoose: (start: number) => void;
  onOtherDay: () => void;
  onShorter: () => void;
}) {
  const me = useAuth().user;
  if (checking)
    return (
      <div role="status" aria-label={ar.ui.loading} className="flex flex-col gap-3">
        <p className="text-muted">{t.dialog.checking}</p>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </div>
      </div>
    );
  if (starts.length === 0)
    return (
      <EmptyState
        icon={<CalendarDays className="size-10" />}
        title={t.dialog.noFreeTimes}
        description={t.dialog.noFreeTimesBody(me)}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={onOtherDay}>
              {t.ways['pick-day'](me)}
            </Button>
            {duration > 15 && (
              <Button variant="secondary" onClick={onShorter}>
                {t.ways['pick-shorter'](me)}
              </Button>
            )}
          </div>
        }
      />
    );
  return (
    <fieldset>
      <legend className="mb-3 font-bold">{t.dialog.timesFor(dayLongOf(day))}</legend>
      <div className="flex flex-col gap-4">
        {byPartOfDay(starts).map((group) => (
          <div key={group.part} role="group" aria-labelledby={`part-${group.part}`}>
            <h3 id={`part-${group.part}`} className="mb-2 text-sm font-semibold text-muted">
              {t.dialog.parts[group.part]}
            </h3>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {group.starts.map((start) => {
                // «١٢:٤٥ الضهر» on one line wraps in a third of a phone; the clock over its part,
                // like the day chips' two lines, keeps every chip the same (decision 268).
                const { clock, part } = formatTimeParts(start);
                return (
                  <button
                    key={start}
                    type="button"
                    data-testid="book-time"
                    aria-pressed={chosen === start}
                    onClick={() => onChoose(start)}
                    className={`${choiceClass} tabular-nums`}
                  >
                    <span>{clock}</span>{' '}
                    <span className="text-xs font-medium opacity-80">{part}</span>
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      <p className="mt-3 text-sm text-muted">{t.dialog.zoneNote}</p>
    </fieldset>
  );
}
