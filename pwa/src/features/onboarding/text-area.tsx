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
      <label htmlFor={id} className="mb-1.5 block font-semibold text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-xl border border-slate-400 bg-white px-4 py-2.5 text-base leading-7 text-slate-950 focus:border-teal-600 focus:outline-2 focus:outline-teal-600 aria-invalid:border-red-600 dark:border-slate-500 dark:bg-slate-950 dark:text-white"
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
