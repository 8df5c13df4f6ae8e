import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from './password-field.tsx';

/** The fields a form needs to choose a password: the password and the same again. */
interface NewPasswordValues extends FieldValues {
  password: string;
  confirmPassword?: string;
}

/**
 * A new password and its confirmation (sign-up, reset, change), wired to a react-hook-form
 * form whose values hold `password` and `confirmPassword`; errors show under each field.
 */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
  label,
  confirmLabel,
}: {
  form: UseFormReturn<V>;
  label: string;
  confirmLabel: string;
}) {
  const { errors } = form.formState;
  const message = (value: unknown) =>
    typeof (value as { message?: unknown } | undefined)?.message === 'string'
      ? (value as { message: string }).message
      : undefined;
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        {...form.register('password' as Path<V>)}
        error={message(errors.password)}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        {...form.register('confirmPassword' as Path<V>)}
        error={message(errors.confirmPassword)}
      />
    </>
  );
}
