import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled textarea whose error is read out with it (as the UI kit's TextField). */
export function TextArea({
  label,
  error,
  className = '',
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-heading">
        {label}
      </label>
      {/* dir="auto": a manager's notes are often English, laid out left to right as typed. */}
      <textarea
        id={id}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-xl border border-control bg-page px-4 py-2.5 text-base leading-7 text-ink focus:border-focus focus:outline-2 focus:outline-focus aria-invalid:border-invalid"
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
