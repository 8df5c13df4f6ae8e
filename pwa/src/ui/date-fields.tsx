import { useEffect, useMemo, useState } from 'react';
import { ar } from '../i18n/ar.ts';
import { NativeSelect } from './native-select.tsx';
import { dateOptions, joinDate, NO_DATE, splitDate, type DateParts } from './date-parts.ts';

interface DateFieldsProps {
  /** What the date is («بينتهي», «من»): the group's name, read before each part. */
  label: string;
  /** `yyyy-mm-dd`, or '' for none. */
  value: string;
  /** Called with `yyyy-mm-dd` once day, month and year are chosen, '' while one is missing. */
  onChange: (value: string) => void;
  years: readonly number[];
  /** A filter that may stay empty: each part offers «أي». */
  optional?: boolean;
  testId?: string;
}

/** Day, month, year: the order they are read in Arabic, right to left. */
const DATE_PARTS = ['day', 'month', 'year'] as const;
/**
 * A day as three native selects (day, month by name, year) in Arabic: the browser's own date box
 * shows mm/dd/yyyy in Latin digits inside an Arabic screen (decision 250, as decision 243 did
 * for the studio's time).
 */
export function DateFields({ label, value, onChange, years, optional, testId }: DateFieldsProps) {
  const [parts, setParts] = useState<DateParts>(() => splitDate(value));
  // Follow a value set from outside (a reset, a link): a half-chosen date stays as it is.
  useEffect(() => {
    if (value) setParts(splitDate(value));
    else setParts((p) => (joinDate(p) ? NO_DATE : p));
  }, [value]);
  const options = useMemo(() => dateOptions(years), [years]);
  const set = (key: keyof DateParts) => (e: React.ChangeEvent<HTMLSelectElement>) => {
    const next = { ...parts, [key]: e.target.value };
    setParts(next);
    onChange(joinDate(next));
  };
  const t = ar.ui.date;
  const placeholder = optional ? t.any : undefined;
  return (
    <fieldset data-testid={testId} className="min-w-0">
      <legend className="mb-1.5 font-semibold text-heading">{label}</legend>
      <div className="grid grid-cols-[minmax(0,0.8fr)_minmax(0,1.3fr)_minmax(0,1fr)] gap-1.5">
        {DATE_PARTS.map((key) => (
          <NativeSelect
            key={key}
            label={t[key]}
            className="[&>label]:sr-only [&_select]:px-2"
            value={parts[key]}
            onChange={set(key)}
            options={options[key]}
            placeholder={placeholder ?? (parts[key] ? undefined : t[key])}
          />
        ))}
      </div>
    </fieldset>
  );
}
