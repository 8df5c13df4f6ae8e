import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { verificationCodeSchema, type UserDto } from '@kalam/shared';
import { api } from '../../lib/api.ts';
import { safeNext, withNext } from '../../lib/next-path.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText, sharedResolver } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { AuthFrame } from './auth-frame.tsx';
import { authText as t } from './text.ts';

const schema = z.object({ code: verificationCodeSchema });

/** The code dialog after sign-up, and the landing page of the e-mailed link (?code=&email=). */
export function Component() {
  const { token, refreshUser } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<{ code: string }>({
    resolver: sharedResolver(schema),
    defaultValues: { code: params.get('code') ?? '' },
  });
  const [resending, setResending] = useState(false);
  const linkTried = useRef(false);

  const confirm = async (code: string) => {
    try {
      const email = params.get('email');
      await api<UserDto>(
        'POST',
        '/confirmation-code/email/confirm',
        token ? { code } : { code, email },
      );
      toast({ id: 'email-verified', type: 'success', title: t.verify.done });
      if (token) {
        await refreshUser();
        navigate(withNext('/complete-profile', safeNext(params.get('next'))), {
          replace: true,
        });
      } else navigate('/login', { replace: true });
    } catch (error) {
      toast({ id: 'verify-failed', type: 'error', title: failureText(error) });
    }
  };

  useEffect(() => {
    // The link flow confirms by itself, once.
    const code = params.get('code');
    if (code && !linkTried.current) {
      linkTried.current = true;
      void confirm(code);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const resend = async () => {
    setResending(true);
    try {
      await api('POST', '/confirmation-code/email/send');
      toast({ id: 'code-resent', type: 'success', title: t.verify.resent });
    } catch (error) {
      toast({ id: 'code-resent', type: 'error', title: failureText(error) });
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthFrame title={t.verify.title} subtitle={t.verify.subtitle}>
      <form
        onSubmit={form.handleSubmit(({ code }) => confirm(code))}
        noValidate
        className="flex flex-col gap-4"
      >
        <TextField
          label={t.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={5}
          {...form.register('code')}
          error={form.formState.errors.code?.message}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t.verify.submit}
        </Button>
        {token && (
          <Button type="button" variant="ghost" loading={resending} onClick={resend}>
            {t.verify.resend}
          </Button>
        )}
      </form>
    </AuthFrame>
  );
}
