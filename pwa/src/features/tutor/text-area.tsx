import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { formatStep } from '../../lib/numbers.ts';

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string;
  /** Shown as «count / limit» under the field. */
  count?: number;
  limit?: number;
}

/** A labelled textarea that reads out its hint or error, like the design system's TextField. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, count, limit, className = '', ...rest },
  ref,
) {
  const id = useId();
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-heading">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note}
        className="block w-full rounded-xl border border-control bg-page px-4 py-2.5 text-base leading-7 text-ink placeholder:text-faint focus:border-focus focus:outline-2 focus:outline-focus aria-invalid:border-invalid"
        {...rest}
      />
      <div className="mt-1 flex gap-3 text-sm">
        {error ? (
          <p id={`${id}-error`} className="font-medium text-danger">
            {error}
          </p>
        ) : (
          hint && (
            <p id={`${id}-hint`} className="text-muted">
              {hint}
            </p>
          )
        )}
        {limit !== undefined && count !== undefined && (
          // On one line whatever the hint beside it: at 390 px a two-line hint squeezed
          // «٠ من ٢٠٠» into two lines.
          <span
            aria-hidden="true"
            className={`ms-auto shrink-0 whitespace-nowrap tabular-nums ${count > limit ? 'font-bold text-red-700 dark:text-red-300' : 'text-slate-500 dark:text-slate-400'}`}
          >
            {formatStep(count, limit)}
          </span>
        )}
      </div>
    </div>
  );
});
