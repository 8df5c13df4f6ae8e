import { MINUTES_IN_DAY } from '@kalam/shared';
import { minuteLabel } from './format.ts';
import { timeOptions } from './week-template.ts';

interface TimeSelectProps {
  label: string;
  value: number;
  onChange: (minute: number) => void;
  /** Which end of a range: a start never sits at 24:00, an end never at 00:00. */
  edge: 'start' | 'end';
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A native select of quarter hours (phones show their own picker), labelled for screen readers.
 * Narrow padding on a phone: the longest time, «١٢:٤٥ الضهر», fits whole at 360 px (decision 268).
 */
export function TimeSelect({
  label,
  value,
  onChange,
  edge,
  invalid,
  describedBy,
}: TimeSelectProps) {
  const options = timeOptions(value).filter((m) =>
    edge === 'start' ? m < MINUTES_IN_DAY || m === value : m > 0 || m === value,
  );
  return (
    <select
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      className="min-h-11 min-w-0 flex-1 rounded-xl border border-control bg-page px-1 py-2 sm:px-3 text-base text-ink focus:border-focus focus:outline-2 focus:outline-focus aria-invalid:border-invalid sm:flex-none sm:w-44"
    >
      {options.map((m) => (
        <option key={m} value={m}>
          {minuteLabel(m)}
        </option>
      ))}
    </select>
  );
}
