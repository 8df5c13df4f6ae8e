import { useState } from 'react';
import {
  NOTIFICATION_METHODS,
  userCalls,
  type NotificationMethod,
  type UserDto,
} from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { studentText } from './text.ts';

const t = studentText.settings;

/** Where lesson reminders go: WhatsApp, Telegram or nowhere (PUT /user/{id}). */
export function NotificationsForm({ user }: { user: UserDto }) {
  const { refreshUser } = useAuth();
  const [method, setMethod] = useState<NotificationMethod>(user.notificationMethod);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      await call(userCalls.update, {
        params: { id: user.id },
        body: { notificationMethod: method },
      });
      await refreshUser();
      toast({ id: 'settings-saved', type: 'success', title: t.saved });
    } catch (error) {
      toast({ id: 'settings-failed', type: 'error', title: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex max-w-lg flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t.notifications.legend}</legend>
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t.notifications.hint}</p>
        {NOTIFICATION_METHODS.map((m) => (
          <label
            key={m}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-4 has-checked:border-teal-600 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-600 dark:border-slate-600 dark:has-checked:bg-teal-950"
          >
            <input
              type="radio"
              name="notificationMethod"
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
              className="size-4 accent-teal-700"
            />
            {t.notifications.methods[m]}
          </label>
        ))}
      </fieldset>
      <Button loading={busy} onClick={() => void save()} className="self-start">
        {t.save}
      </Button>
    </div>
  );
}
