import type { UseFormRegisterReturn } from 'react-hook-form';
import { showArabicDigits } from '../../lib/arabic-digits-input.ts';
import { TextField } from '../../ui/text-field.tsx';

/**
 * The English level, 1 to 10, typed in either digit set and shown in Arabic-Indic digits like
 * every number on the screens; a `type="number"` field refused «٨» and drew «8».
 */
export function LevelField({
  label,
  error,
  field,
}: {
  label: string;
  error?: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      dir="ltr"
      error={error}
      {...field}
      onChange={(e) => {
        showArabicDigits(e);
        return field.onChange(e);
      }}
    />
  );
}
