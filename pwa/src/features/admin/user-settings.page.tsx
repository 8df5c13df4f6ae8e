import { EmailAddress } from '../../ui/email-address.tsx';
import { useOneAtATimeMutation } from '../../lib/one-at-a-time-mutation.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { adminApi } from './admin-api.ts';
import { PageHeader } from './parts.tsx';
import { adminText as t } from './text.ts';

/** `/admin/user-settings`: the staff member's own account; the password changes by e-mail code. */
export function Component() {
  const { user } = useAuth();
  const send = useOneAtATimeMutation({
    mutationFn: () => adminApi.sendPasswordReset(user!.email),
    onSuccess: () => toast({ type: 'success', title: t.userSettings.sent }),
    onError: (error) => toast({ type: 'error', title: failureText(error) }),
  });
  if (!user) return null;
  return (
    <>
      <PageHeader title="إعدادات الحساب" />
      <section className="flex max-w-xl flex-col gap-3 rounded-2xl border border-line p-5">
        <p className="text-soft">{t.userSettings.about}</p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
          <dt className="font-semibold">{t.name}</dt>
          <dd>{user.name}</dd>
          <dt className="font-semibold">{t.email}</dt>
          <dd className="min-w-0">
            <EmailAddress email={user.email} />
          </dd>
          <dt className="font-semibold">{t.role}</dt>
          <dd>{t.roles[user.role]}</dd>
        </dl>
        <Button
          variant="secondary"
          className="self-start"
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          {t.userSettings.sendCode}
        </Button>
      </section>
    </>
  );
}
