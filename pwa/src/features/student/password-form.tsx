import { useState } from 'react';
import type { z } from 'zod';
import { codeCalls, passwordChangeFormSchema, type UserDto } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { useSettingsForm } from '../../lib/settings-form.ts';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { studentText } from './text.ts';

const t = studentText.settings.password;
type Values = z.input<typeof passwordChangeFormSchema>;
const EMPTY: Values = { code: '', password: '', confirmPassword: '' };

/**
 * A new password through a code sent to the e-mail (the API's only password change). Every older
 * token stops working, so the answer's new token signs this device in again.
 */
export function PasswordForm({ user }: { user: UserDto }) {
  const { signIn } = useAuth();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const { form, submit, errors, busy } = useSettingsForm<Values>({
    schema: passwordChangeFormSchema,
    values: EMPTY,
    save: async (values) => {
      const answer = await call(codeCalls.confirmPassword, {
        body: { email: user.email, ...values, code: values.code.trim() },
      });
      signIn(answer.token, answer.user);
      setSent(false);
      form.reset(EMPTY);
    },
    toastId: 'password-code',
    saved: t.done,
  });

  const send = async () => {
    setSending(true);
    try {
      await call(codeCalls.sendPassword, { body: { email: user.email } });
      setSent(true);
      toast({ id: 'password-code', type: 'success', title: t.sent });
    } catch (error) {
      toast({ id: 'password-code', type: 'error', title: failureText(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex max-w-lg flex-col gap-4">
      <p className="text-soft">{t.intro(user.email)}</p>
      <Button
        variant={sent ? 'secondary' : 'primary'}
        loading={sending}
        onClick={() => void send()}
        className="self-start"
      >
        {t.send}
      </Button>
      {sent && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={5}
            {...form.register('code')}
            error={errors.code?.message}
          />
          <PasswordField
            label={t.newPassword}
            autoComplete="new-password"
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordField
            label={t.confirm}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <Button type="submit" loading={busy} className="self-start">
            {t.save}
          </Button>
        </form>
      )}
    </div>
  );
}
