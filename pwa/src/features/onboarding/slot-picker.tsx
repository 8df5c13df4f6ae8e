import { useAuth } from '../../lib/auth-context.tsx';
import { useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { AppError, errorMessage } from '@kalam/shared';
import { formatDateShort, formatDayLong, formatTime } from '../../lib/format.ts';
import { Button, focusRing } from '../../ui/button.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { useCallSlots } from './onboarding-api.ts';
import { onboardingText } from './text.ts';

const t = onboardingText.booking;
const dayKey = (iso: string) => formatDayLong(iso);

/**
 * Free half hours of the next week from tutor managers' hours: the day, then the time, then one
 * button to book. Two applicants racing for one time: the second hears `busy-tutor-manager`.
 */
export function SlotPicker({
  kind,
  label,
  onBook,
}: {
  kind: 'interview' | 'demo-session';
  label: string;
  onBook: (slot: { start: string; interviewerId: string }) => Promise<unknown>;
}) {
  const me = useAuth().user;
  const [from] = useState(() => Date.now());
  const bookId = useId();
  const slots = useCallSlots(kind, from, true);
  const days = useMemo(() => {
    const map = new Map<string, { start: string; interviewerId: string }[]>();
    for (const slot of slots.data?.list ?? []) {
      const key = dayKey(slot.start);
      map.set(key, [...(map.get(key) ?? []), slot]);
    }
    return [...map.entries()];
  }, [slots.data]);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ start: string; interviewerId: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (slots.isPending) return <SkeletonLines lines={3} />;
  if (slots.error)
    return (
      <p role="alert" className="text-danger">
        {slots.error instanceof AppError ? slots.error.message : errorMessage('loading-error')}
      </p>
    );
  if (days.length === 0) return <p>{t.none(me)}</p>;
  const shownDay = day ?? days[0]![0];
  const times = days.find(([d]) => d === shownDay)?.[1] ?? [];

  async function book() {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      await onBook(chosen);
    } catch (e) {
      setError(e instanceof AppError ? e.message : errorMessage('connection-failure'));
      await slots.refetch();
      setChosen(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid={`${kind}-slots`}>
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold">{t.pickDay(me)}</legend>
        <div className="flex gap-2 overflow-x-auto p-1">
          {days.map(([d, list]) => (
            <button
              key={d}
              type="button"
              aria-pressed={d === shownDay}
              onClick={() => {
                setDay(d);
                setChosen(null);
              }}
              className={`shrink-0 rounded-xl border px-3 py-2 text-sm ${focusRing} ${
                d === shownDay
                  ? 'border-brand bg-brand-soft font-bold text-brand-deep'
                  : 'border-field'
              }`}
            >
              {formatDateShort(list[0]!.start)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold">{t.pickTime(me)}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {times.map((slot) => (
            <button
              key={slot.start}
              type="button"
              aria-pressed={chosen?.start === slot.start}
              onClick={() => {
                // The next step is the book button, past up to two dozen other times: hand it
                // the focus, as the lesson booking hands a chosen step's focus on (keyboard walk).
                flushSync(() => setChosen(slot));
                document.getElementById(bookId)?.focus();
              }}
              className={`rounded-xl border px-2 py-2 text-sm tabular-nums ${focusRing} ${
                chosen?.start === slot.start
                  ? 'border-brand bg-brand font-bold text-on-brand'
                  : 'border-field'
              }`}
            >
              {formatTime(slot.start)}
            </button>
          ))}
        </div>
      </fieldset>
      <Button id={bookId} disabled={!chosen} loading={busy} onClick={() => void book()}>
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
