import { useId } from 'react';
import { fieldError, input, muted } from './styles.ts';

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
}

/** A labelled input whose hint and error are announced with it. */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : '', props.error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    name: props.name,
    value: props.value,
    required: true,
    dir: props.dir,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: input,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...shared} rows={6} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          {...shared}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {props.hint ? (
        <p id={hintId} className={`mt-1 text-sm ${muted}`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className={fieldError}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
