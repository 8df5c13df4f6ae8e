import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { codeCalls, confirmPasswordBodySchema, sendPasswordCodeBodySchema } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText, sharedResolver } from '../../lib/form.ts';
import { movedOn } from '../../lib/moved-on.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { AuthFrame } from './auth-frame.tsx';
import { homeFor } from '../../lib/home.ts';
import { authText as t } from './text.ts';
import { CodeField } from '../../ui/code-field.tsx';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';

type EmailValues = z.input<typeof sendPasswordCodeBodySchema>;
type ResetValues = z.input<typeof confirmPasswordBodySchema>;

/** Forgot password (spec §4): e-mail → code → new password. /reset-password?email=&code= starts at the second step. */
export function Component() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState<string | null>(params.get('email'));
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const emailForm = useForm<EmailValues>({ resolver: sharedResolver(sendPasswordCodeBodySchema) });
  const resetForm = useForm<ResetValues>({
    resolver: sharedResolver(confirmPasswordBodySchema),
    values: {
      email: email ?? '',
      code: params.get('code') ?? '',
      password: '',
      confirmPassword: '',
    },
  });

  const sendCode = emailForm.handleSubmit(async (body) => {
    try {
      await call(codeCalls.sendPassword, { body });
      setEmail(body.email);
    } catch (error) {
      toast({ id: 'reset-send', type: 'error', title: failureText(error) });
    }
  });

  const reset = resetForm.handleSubmit(async (body) => {
    try {
      const answer = await call(codeCalls.confirmPassword, { body });
      signIn(answer.token, answer.user);
      // Said at the top of the home it moves to, not in a toast over its heading (253, 257).
      navigate(homeFor(answer.user.role), movedOn(t.forgot.done));
    } catch (error) {
      toast({ id: 'reset-confirm', type: 'error', title: failureText(error) });
    }
  });

  if (!email)
    return (
      <AuthFrame title={t.forgot.title} subtitle={t.forgot.emailStep}>
        <form onSubmit={sendCode} noValidate className="flex flex-col gap-4">
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            dir="ltr"
            {...emailForm.register('email')}
            error={emailForm.formState.errors.email?.message}
          />
          <Button type="submit" loading={emailForm.formState.isSubmitting}>
            {t.forgot.send}
          </Button>
        </form>
      </AuthFrame>
    );

  const errors = resetForm.formState.errors;
  return (
    <AuthFrame title={t.forgot.title} subtitle={t.forgot.codeStep}>
      <form onSubmit={reset} noValidate className="flex flex-col gap-4">
        <CodeField label={t.code} {...resetForm.register('code')} error={errors.code?.message} />
        <NewPasswordFields
          form={resetForm}
          label={t.forgot.newPassword}
          confirmLabel={t.confirmPassword}
        />
        <Button type="submit" loading={resetForm.formState.isSubmitting}>
          {t.forgot.submit}
        </Button>
      </form>
    </AuthFrame>
  );
}
