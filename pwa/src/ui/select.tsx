import { useId } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { ar } from '../i18n/ar.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectProps {
  label: string;
  options: SelectOption[];
  value?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  error?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/** A labelled Radix select (keyboard and screen-reader friendly) that shows its error like TextField. */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder = ar.ui.choose,
  error,
  name,
  disabled,
  required,
  className = '',
}: SelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className="mb-1.5 block font-semibold text-heading">
        {label}
      </label>
      <RadixSelect.Root
        dir="rtl"
        value={value}
        onValueChange={onValueChange}
        name={name}
        disabled={disabled}
        required={required}
      >
        <RadixSelect.Trigger
          id={id}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-control bg-page px-4 py-2.5 text-start text-base text-ink focus:outline-2 focus:outline-focus aria-invalid:border-invalid data-[placeholder]:text-slate-500"
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon aria-hidden="true">▾</RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line-strong bg-card shadow-lg"
          >
            <RadixSelect.Viewport className="p-1">
              {options.map((o) => (
                <RadixSelect.Item
                  key={o.value}
                  value={o.value}
                  disabled={o.disabled}
                  className="flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-teal-50 dark:data-[highlighted]:bg-teal-950"
                >
                  <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator aria-hidden="true">✓</RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
