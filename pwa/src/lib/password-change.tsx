import { useState } from 'react';
import type { z } from 'zod';
import { codeCalls, count, passwordChangeFormSchema, type UserDto } from '@kalam/shared';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/toast-store.ts';
import { call } from './api.ts';
import { useAuth } from './auth-context.tsx';
import { failureText } from './form.ts';
import { useResendWait } from './resend-wait.ts';
import { useSettingsForm } from './settings-form.ts';
import { CodeField } from '../ui/code-field.tsx';
import { NewPasswordFields } from '../ui/new-password-fields.tsx';
import { codeWait } from '../i18n/code-wait.ts';
import { passwordChangeText } from '../i18n/password-change-text.ts';

const t = passwordChangeText;
type Values = z.input<typeof passwordChangeFormSchema>;
const EMPTY: Values = { code: '', password: '', confirmPassword: '' };

/**
 * The one password change of students and tutors (the API's only way): a code to the account's
 * e-mail, then the code and the new password. Every older token stops working, so the answer's
 * new token signs this device in again.
 */
export function PasswordChange({ user }: { user: UserDto }) {
  const reader = useAuth().user;
  const { signIn } = useAuth();
  const [step, setStep] = useState<'start' | 'code'>('start');
  const [sending, setSending] = useState(false);
  const { waitSeconds, sent, waitFrom } = useResendWait();
  const { form, submit, errors, busy } = useSettingsForm<Values>({
    schema: passwordChangeFormSchema,
    values: EMPTY,
    save: async (values) => {
      const answer = await call(codeCalls.confirmPassword, {
        body: { email: user.email, ...values, code: values.code.trim() },
      });
      signIn(answer.token, answer.user);
      form.reset(EMPTY);
      setStep('start');
    },
    toastId: 'password-code',
    saved: t.done,
  });

  const send = async () => {
    setSending(true);
    try {
      await call(codeCalls.sendPassword, { body: { email: user.email } });
      sent();
      setStep('code');
      toast({ id: 'password-code', type: 'success', title: t.sent });
    } catch (error) {
      // Too early: count down the server's own wait instead of showing a refusal.
      if (waitFrom(error)) setStep('code');
      else toast({ id: 'password-code', type: 'error', title: failureText(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex max-w-lg flex-col gap-4">
      <p className="text-soft">
        {t.bodyBefore} <bdi dir="ltr">{user.email}</bdi>
        {t.bodyAfter(reader)}
      </p>
      {step === 'start' ? (
        <Button loading={sending} onClick={() => void send()} className="self-start">
          {t.send}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <CodeField
            label={t.code}
            className="max-w-40"
            {...form.register('code')}
            error={errors.code?.message}
          />
          <NewPasswordFields form={form} label={t.password} confirmLabel={t.confirm} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy}>
              {t.submit(reader)}
            </Button>
            <Button
              type="button"
              variant="ghost"
              loading={sending}
              disabled={waitSeconds > 0}
              onClick={() => void send()}
            >
              {t.resend}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                form.reset(EMPTY);
                setStep('start');
              }}
            >
              {t.cancel}
            </Button>
          </div>
          {waitSeconds > 0 && (
            <p role="status" className="text-sm text-muted">
              {codeWait(count('seconds', waitSeconds), reader)}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
