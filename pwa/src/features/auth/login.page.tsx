import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { authCalls, passwordLoginBodySchema, type PasswordLoginBody } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { safeNext, withNext } from '../../lib/next-path.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText, sharedResolver } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { AuthFrame, linkClass } from './auth-frame.tsx';
import { homeFor } from '../../lib/home.ts';
import { authText as t } from './text.ts';

export function Component() {
  const { signIn, token, user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // /admin/login: the staff's door, without «إنشاء حساب طالب» or Google (issue 19).
  const location = useLocation();
  const staff = location.pathname.startsWith('/admin');
  const form = useForm<PasswordLoginBody>({ resolver: sharedResolver(passwordLoginBodySchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await call(authCalls.password, { body });
      signIn(answer.token, answer.user);
      navigate(safeNext(params.get('next')) ?? homeFor(answer.user.role), { replace: true });
    } catch (error) {
      // Said at the form, above the button just pressed: a toast in the far corner went unseen
      // on a phone (issue 40). A new submit clears it (react-hook-form's root error).
      form.setError('root.server', { message: failureText(error) });
    }
  });

  // Someone already signed in (the back button after signing in, or a sign-in in another tab)
  // goes on where they were headed, not to a sign-in form; the staff door keeps its form for
  // a member signed in elsewhere.
  if (token && user && !isSubmitting) {
    const home = homeFor(user.role);
    if (!staff || home.startsWith('/admin'))
      return <Navigate to={safeNext(params.get('next')) ?? home} replace />;
  }

  return (
    <AuthFrame
      title={staff ? t.adminLogin.title : t.login.title}
      subtitle={staff ? t.adminLogin.subtitle : t.login.subtitle}
      footer={
        staff ? undefined : (
          <>
            {t.login.noAccount}{' '}
            <Link
              to={withNext('/register/student', safeNext(params.get('next')))}
              className={linkClass}
            >
              {t.login.register}
            </Link>
          </>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          dir="ltr"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          label={t.password}
          autoComplete="current-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        {errors.root?.server && (
          <p
            role="alert"
            data-testid="login-failure"
            className="rounded-xl bg-danger-soft p-3 font-semibold text-danger-ink"
          >
            {errors.root.server.message}
          </p>
        )}
        <Button type="submit" loading={isSubmitting}>
          {t.login.submit}
        </Button>
        <Link to="/forget-password" className={`${linkClass} self-start`}>
          {t.login.forgot}
        </Link>
      </form>
      {!staff && <GoogleSignIn />}
    </AuthFrame>
  );
}
