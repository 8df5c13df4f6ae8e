import { useState, type FormEvent } from 'react';
import { codeCalls, type UserDto } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText, fieldErrors } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { studentText } from './text.ts';

const t = studentText.settings.phone;

/** Shows +20 numbers as Egyptians write them: 010… */
const local = (phone: string | null) => (phone ? phone.replace(/^\+20/, '0') : '');

/**
 * Spec §6: a student needs a verified phone to book. Send a 5-digit code by WhatsApp or
 * Telegram (POST /confirmation-code/phone/send), then enter it (…/phone/verify).
 */
export function PhoneForm({ user }: { user: UserDto }) {
  const { refreshUser } = useAuth();
  const [editing, setEditing] = useState(!user.verifiedPhone);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const fail = (error: unknown) => {
    const byField = fieldErrors(error);
    setErrors(byField);
    if (Object.keys(byField).length === 0)
      toast({ id: 'phone-failed', type: 'error', title: failureText(error) });
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setBusy(true);
    setErrors({});
    try {
      await call(codeCalls.sendPhone, {
        body: {
          phone: values.phone?.trim() ?? '',
          method: values.method === 'telegram' ? 'telegram' : 'whatsapp',
        },
      });
      setSent(true);
      toast({ id: 'phone-code', type: 'success', title: t.sent });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setErrors({});
    try {
      await call(codeCalls.verifyPhone, { body: { code } });
      await refreshUser();
      setSent(false);
      setEditing(false);
      toast({ id: 'phone-code', type: 'success', title: t.done });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  if (user.verifiedPhone && !editing)
    return (
      <div className="flex max-w-lg flex-col items-start gap-3">
        <p className="text-lg font-bold tabular-nums" dir="ltr">
          {local(user.phone)}
        </p>
        <p
          className="font-semibold text-emerald-800 dark:text-emerald-200"
          data-testid="phone-verified"
        >
          {t.verified}
        </p>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t.change}
        </Button>
      </div>
    );

  return (
    <div className="flex max-w-lg flex-col gap-5">
      {!user.verifiedPhone && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          {t.unverified}
        </p>
      )}
      <form onSubmit={send} noValidate className="flex flex-col gap-4">
        <TextField
          label={t.label}
          name="phone"
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="01012345678"
          defaultValue={local(user.phone)}
          error={errors.phone}
        />
        <fieldset className="flex flex-wrap items-center gap-4">
          <legend className="mb-1.5 font-semibold">{t.sendBy}</legend>
          {(['whatsapp', 'telegram'] as const).map((method) => (
            <label key={method} className="flex items-center gap-2">
              <input
                type="radio"
                name="method"
                value={method}
                defaultChecked={
                  method === (user.notificationMethod === 'telegram' ? 'telegram' : 'whatsapp')
                }
                className="size-4 accent-teal-700"
              />
              {t[method]}
            </label>
          ))}
        </fieldset>
        <Button
          type="submit"
          variant={sent ? 'secondary' : 'primary'}
          loading={busy && !sent}
          className="self-start"
        >
          {t.send}
        </Button>
      </form>
      {sent && (
        <form onSubmit={verify} noValidate className="flex flex-col gap-4">
          <TextField
            label={t.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={5}
            error={errors.code}
          />
          <Button type="submit" loading={busy} className="self-start">
            {t.verify}
          </Button>
        </form>
      )}
    </div>
  );
}
