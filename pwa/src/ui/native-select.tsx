import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly (readonly [value: string, label: string])[];
  hint?: string;
  error?: string;
  /** A first, empty option («اختار») for fields that may stay unset. */
  placeholder?: string;
}

/** A labelled native select (the phone's own picker) that reads out its hint or error. */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { label, options, hint, error, placeholder, className = '', ...rest },
  ref,
) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-heading">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        className="block min-h-11 w-full rounded-xl border border-control bg-page px-4 py-2.5 text-base text-ink focus:border-focus focus:outline-2 focus:outline-focus aria-invalid:border-invalid"
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {note && (
        <p
          id={`${id}-note`}
          className={`mt-1 text-sm ${error ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {note}
        </p>
      )}
    </div>
  );
});
