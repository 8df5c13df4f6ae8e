import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { passwordChangeFormSchema, type UserDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText, fieldErrors, sharedResolver } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { tutorText } from './text.ts';
import { confirmPassword, sendPasswordCode } from './tutor-api.ts';

const t = tutorText.password;

const schema = passwordChangeFormSchema;
type Values = z.input<typeof schema>;

/**
 * A password change through the existing calls: a code to the account's e-mail, then the code
 * and the new password. The answer carries a new token, since every older one stops working.
 */
export function PasswordChange({ user }: { user: UserDto }) {
  const { signIn } = useAuth();
  const [step, setStep] = useState<'start' | 'code'>('start');
  const [sending, setSending] = useState(false);
  const form = useForm<Values>({
    resolver: sharedResolver(schema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const send = async () => {
    setSending(true);
    try {
      await sendPasswordCode(user.email);
      setStep('code');
      toast({ id: 'password-code', type: 'info', title: t.sent });
    } catch (e) {
      toast({ id: 'password-code', type: 'error', title: failureText(e) });
    } finally {
      setSending(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await confirmPassword({ email: user.email, ...values });
      signIn(answer.token, answer.user);
      form.reset();
      setStep('start');
      toast({ id: 'password-code', type: 'success', title: t.done });
    } catch (e) {
      const byField = fieldErrors(e);
      for (const [field, message] of Object.entries(byField))
        form.setError(field as keyof Values, { message });
      if (Object.keys(byField).length === 0) form.setError('code', { message: failureText(e) });
    }
  });

  return (
    <Card title={t.title}>
      <p className="mb-4 text-soft">{t.body(user.email)}</p>
      {step === 'start' ? (
        <Button type="button" variant="secondary" loading={sending} onClick={send}>
          {t.send}
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={5}
            className="max-w-40"
            {...form.register('code')}
            error={errors.code?.message}
          />
          <PasswordField
            label={t.password}
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
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={isSubmitting}>
              {t.submit}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                form.reset();
                setStep('start');
              }}
            >
              {t.cancel}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
