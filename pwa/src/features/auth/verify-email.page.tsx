import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { codeCalls, verificationCodeSchema } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { safeNext, withNext } from '../../lib/next-path.ts';
import { useResendWait } from '../../lib/resend-wait.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText, fieldErrors, sharedResolver } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { AuthFrame } from './auth-frame.tsx';
import { authText as t } from './text.ts';
import { FixAddress } from './fix-address.tsx';
import { completeProfileFor } from '../../lib/home.ts';
import { movedOn } from '../../lib/moved-on.ts';
import { CodeField } from '../../ui/code-field.tsx';

const schema = z.object({ code: verificationCodeSchema });

/** The code dialog after sign-up, and the landing page of the e-mailed link (?code=&email=). */
export function Component() {
  const { token, user, refreshUser } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  // Sign-up has just sent a code: the server allows the next one after its wait.
  const { waitSeconds, sent, waitFrom } = useResendWait(
    Boolean((location.state as { codeSent?: boolean } | null)?.codeSent),
  );
  const form = useForm<{ code: string }>({
    resolver: sharedResolver(schema),
    defaultValues: { code: params.get('code') ?? '' },
  });
  const [resending, setResending] = useState(false);
  const linkTried = useRef(false);

  const confirm = async (code: string) => {
    try {
      const email = params.get('email');
      await call(codeCalls.confirmEmail, {
        body: token || !email ? { code } : { code, email },
      });
      // The next page says it in its card: a toast on a phone covered that card's top (253).
      const moved = movedOn(t.verify.done);
      if (token) {
        await refreshUser();
        // A tutor goes on to the tutor's own steps, not the learner's (decision 283).
        navigate(withNext(completeProfileFor(user?.role), next), moved);
      } else navigate('/login', moved);
    } catch (error) {
      // Said under the code field (read with it, focus back in it), as the phone check does.
      form.setError(
        'code',
        { message: fieldErrors(error).code ?? failureText(error) },
        { shouldFocus: true },
      );
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
      await call(codeCalls.sendEmail);
      toast({ id: 'code-resent', type: 'success', title: t.verify.resent });
      sent();
    } catch (error) {
      // Too early: count down the server's own wait instead of showing a refusal.
      if (!waitFrom(error)) toast({ id: 'code-resent', type: 'error', title: failureText(error) });
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthFrame title={t.verify.title} subtitle={user ? undefined : t.verify.subtitle}>
      {user && (
        <div className="mb-4 flex flex-col gap-1" data-testid="code-sent-to">
          <p>{t.verify.sentTo}</p>
          <p dir="ltr" className="text-start font-bold">
            <bdi>{user.email}</bdi>
          </p>
          <p className="text-sm text-muted" data-testid="code-sent-hint">
            {t.verify.sentHint(user)}
          </p>
          <FixAddress onSaved={() => void resend()} />
        </div>
      )}
      <form
        onSubmit={form.handleSubmit(({ code }) => confirm(code))}
        noValidate
        className="flex flex-col gap-4"
      >
        <CodeField
          label={t.code}
          {...form.register('code')}
          error={form.formState.errors.code?.message}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t.verify.submit}
        </Button>
        {token && (
          <>
            <Button
              type="button"
              variant="ghost"
              loading={resending}
              disabled={waitSeconds > 0}
              onClick={resend}
            >
              {t.verify.resend}
            </Button>
            {waitSeconds > 0 && (
              <p role="status" className="text-center text-sm text-muted">
                {t.verify.wait(waitSeconds, user)}
              </p>
            )}
          </>
        )}
      </form>
    </AuthFrame>
  );
}
