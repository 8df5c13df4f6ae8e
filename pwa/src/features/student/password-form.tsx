import { useState, type FormEvent } from 'react';
import { codeCalls, type UserDto } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText, fieldErrors } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { studentText } from './text.ts';

const t = studentText.settings.password;

/**
 * A new password through a code sent to the e-mail (the API's only password change). Every older
 * token stops working, so the answer's new token signs this device in again.
 */
export function PasswordForm({ user }: { user: UserDto }) {
  const { signIn } = useAuth();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = async () => {
    setBusy(true);
    try {
      await call(codeCalls.sendPassword, { body: { email: user.email } });
      setSent(true);
      toast({ id: 'password-code', type: 'success', title: t.sent });
    } catch (error) {
      toast({ id: 'password-code', type: 'error', title: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setBusy(true);
    setErrors({});
    try {
      const answer = await call(codeCalls.confirmPassword, {
        body: {
          email: user.email,
          code: values.code?.trim() ?? '',
          password: values.password ?? '',
          confirmPassword: values.confirmPassword ?? '',
        },
      });
      signIn(answer.token, answer.user as UserDto);
      setSent(false);
      form.reset();
      toast({ id: 'password-code', type: 'success', title: t.done });
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0)
        toast({ id: 'password-code', type: 'error', title: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex max-w-lg flex-col gap-4">
      <p className="text-slate-700 dark:text-slate-300">{t.intro(user.email)}</p>
      <Button
        variant={sent ? 'secondary' : 'primary'}
        loading={busy && !sent}
        onClick={() => void send()}
        className="self-start"
      >
        {t.send}
      </Button>
      {sent && (
        <form onSubmit={save} noValidate className="flex flex-col gap-4">
          <TextField
            label={t.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={5}
            error={errors.code}
          />
          <PasswordField
            label={t.newPassword}
            name="password"
            autoComplete="new-password"
            error={errors.password}
          />
          <PasswordField
            label={t.confirm}
            name="confirmPassword"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <Button type="submit" loading={busy} className="self-start">
            {t.save}
          </Button>
        </form>
      )}
    </div>
  );
}
