import { z } from 'zod';
import {
  NOTIFICATION_METHODS,
  notificationMethodSchema,
  userCalls,
  type UserDto,
} from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { useSettingsForm } from '../../lib/settings-form.ts';
import { Button } from '../../ui/button.tsx';
import { studentText } from './text.ts';

const t = studentText.settings;
const schema = z.object({ notificationMethod: notificationMethodSchema });
type Values = z.input<typeof schema>;

/** Where lesson reminders go: WhatsApp, Telegram or nowhere (PUT /user/{id}). */
export function NotificationsForm({ user }: { user: UserDto }) {
  const me = useAuth().user;
  const { refreshUser } = useAuth();
  const { form, submit, busy } = useSettingsForm<Values>({
    schema,
    values: { notificationMethod: user.notificationMethod },
    save: async (values) => {
      await call(userCalls.update, { params: { id: user.id }, body: values });
      await refreshUser();
    },
    toastId: 'settings-saved',
    saved: t.saved,
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-lg flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t.notifications.legend(me)}</legend>
        <p className="mb-2 text-sm text-muted">{t.notifications.hint}</p>
        {NOTIFICATION_METHODS.map((m) => (
          <label
            key={m}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-field px-4 has-checked:border-focus has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-focus"
          >
            <input
              type="radio"
              value={m}
              {...form.register('notificationMethod')}
              className="size-4 accent-brand"
            />
            {t.notifications.methods[m]}
          </label>
        ))}
      </fieldset>
      <Button type="submit" loading={busy} className="self-start">
        {t.save}
      </Button>
    </form>
  );
}
