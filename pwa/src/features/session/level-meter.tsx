import { litBars } from './mic-level.ts';
import type { Reader } from './text.ts';
import { sessionText as t } from './text.ts';

const BARS = 12;

/** The microphone level as a row of bars, and as a meter for screen readers. */
export function LevelMeter({
  level,
  off,
  reader,
}: {
  level: number;
  off: boolean;
  reader: Reader;
}) {
  const lit = off ? 0 : litBars(level, BARS);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="meter"
        aria-label={t.ready.micLevel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round((off ? 0 : level) * 100)}
        data-testid="mic-level"
        className="flex h-6 items-end gap-1"
      >
        {Array.from({ length: BARS }, (_, i) => (
          <span
            key={i}
            aria-hidden="true"
            style={{ height: `${30 + (i / (BARS - 1)) * 70}%` }}
            className={`w-2.5 rounded-sm ${i < lit ? 'bg-teal-600 dark:bg-teal-300' : 'bg-slate-200 dark:bg-slate-700'}`}
          />
        ))}
      </div>
      <p className="text-sm text-muted">{off ? t.ready.micOff : t.ready.speak(reader)}</p>
    </div>
  );
}
