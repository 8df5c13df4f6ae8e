import { forwardRef, useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Extra classes for the input itself (className styles the wrapper). */
  inputClassName?: string;
  error?: string;
  hint?: string;
}

/** A labelled input whose error is read out with it (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className = '', inputClassName = '', ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block font-semibold text-heading">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-xl border border-control bg-page px-4 py-2.5 text-base text-ink placeholder:text-faint focus:border-focus focus:outline-2 focus:outline-focus aria-invalid:border-invalid ${inputClassName}`}
        {...rest}
      />
      {hint && !error && (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
