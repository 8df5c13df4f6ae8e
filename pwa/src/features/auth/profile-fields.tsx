import { useId, type ComponentProps } from 'react';

const control =
  'block w-full rounded-xl border border-control bg-page px-4 py-2.5 text-base text-ink focus:border-focus focus:outline-2 focus:outline-focus aria-invalid:border-invalid';

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

export function TextArea({
  label,
  error,
  ...rest
}: ComponentProps<'textarea'> & { label: string; error?: string }) {
  // React 19 hands a function component its `ref` as a prop: it reaches the textarea in `rest`,
  // so a form can focus the field it refuses.
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        className={control}
        {...rest}
      />
      <FieldError id={`${id}-e`} error={error} />
    </div>
  );
}
