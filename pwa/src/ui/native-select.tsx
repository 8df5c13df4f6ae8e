import { useId, type SelectHTMLAttributes } from 'react';
import { ar } from '../i18n/ar.ts';

/**
 * A labelled native select (the phone's own picker), with its error read out with it. Starts on
 * the empty "choose" option unless given a `defaultValue`.
 */
export function NativeSelect({
  label,
  error,
  options,
  placeholder = ar.ui.choose,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  placeholder?: string;
  options: readonly (readonly [string, string])[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        className="block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base text-slate-950 focus:border-teal-600 focus:outline-2 focus:outline-teal-600 aria-invalid:border-red-600 dark:border-slate-500 dark:bg-slate-950 dark:text-white"
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-e`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
