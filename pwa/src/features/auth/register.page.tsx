import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { userCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { safeNext, withNext } from '../../lib/next-path.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText, sharedResolver, type FieldSaying } from '../../lib/form.ts';
import { showRefusal } from '../../lib/show-refusal.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { AuthFrame, linkClass } from './auth-frame.tsx';
import { authText as t } from './text.ts';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { registerFormSchema, type RegisterFormValues } from './register-schema.ts';

const ROLES = { student: 'Student', tutor: 'Tutor' } as const;

type FormValues = RegisterFormValues;

/** The one refusal the sign-up answers without field details (its service checks it). */
const BY_CODE = { 'user-exists': 'email' } as const;
const said = (_path: string, code: string) =>
  code === 'user-exists' ? t.register.taken : undefined;

/** Before the rules: a field left empty is asked for by name (its rule would call it wrong). */
export const unfilled: FieldSaying<FormValues> = (path, _code, values) => {
  const value: unknown = values[path as keyof FormValues];
  return typeof value === 'string' && !value.trim() ? t.register.required[path] : undefined;
};

export function Component() {
  const { role: roleParam } = useParams();
  const role = ROLES[roleParam as keyof typeof ROLES];
  if (!role) throw new Response('not found', { status: 404 });
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  // An admin's invite (the mailed link): the account gets the invited role (decision 232).
  const invite = params.get('invite') || undefined;
  // The invite opens for its own address only: it comes in the link, filled in and locked.
  const invitedEmail = (invite && params.get('email')?.trim()) || undefined;
  const form = useForm<FormValues>({
    resolver: sharedResolver(
      registerFormSchema({ tutorName: role === 'Tutor' && !invite }),
      unfilled,
    ),
    defaultValues: { role, ...(invitedEmail ? { email: invitedEmail } : {}) },
  });
  const { errors, isSubmitting } = form.formState;
  const text = invite
    ? t.register.invited
    : role === 'Tutor'
      ? t.register.tutor
      : t.register.student;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    try {
      const answer = await call(userCalls.register, {
        body: { ...body, role, ...(invite ? { invite } : {}) },
      });
      signIn(answer.token, answer.user);
      navigate(withNext('/verify-email', next), { replace: true, state: { codeSent: true } });
    } catch (error) {
      // Under its field and focused (a taken e-mail, a tutor's name not in Arabic); an invite
      // that no longer opens or too many tries go to the toast.
      if (!showRefusal(form, error, BY_CODE, said))
        toast({ id: 'register-failed', type: 'error', title: failureText(error) });
    }
  });

  return (
    <AuthFrame
      title={text.title}
      subtitle={text.subtitle}
      footer={
        <>
          {t.register.haveAccount}{' '}
          <Link to={withNext('/login', next)} className={linkClass}>
            {t.login.submit}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t.name}
          autoComplete="name"
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          dir="ltr"
          {...form.register('email')}
          readOnly={!!invitedEmail}
          hint={invitedEmail ? t.register.invited.emailLocked : undefined}
          inputClassName="read-only:bg-subtle read-only:text-soft"
          error={errors.email?.message}
        />
        <NewPasswordFields form={form} label={t.password} confirmLabel={t.confirmPassword} />
        <Button type="submit" loading={isSubmitting}>
          {t.register.submit}
        </Button>
      </form>
      <GoogleSignIn role={role} invite={invite} />
    </AuthFrame>
  );
}
