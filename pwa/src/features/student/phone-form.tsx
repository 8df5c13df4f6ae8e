import { useState } from 'react';
import { z } from 'zod';
import { codeCalls, phoneSchema, verifyPhoneBodySchema, type UserDto } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { formatPhone, localPhone, PHONE_PLACEHOLDER } from '../../lib/format.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { useSettingsForm } from '../../lib/settings-form.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { studentText } from './text.ts';
import { CodeField } from '../../ui/code-field.tsx';

const t = studentText.settings.phone;

/** The number (the shared rule: an Egyptian mobile, either digit set) and where the code goes. */
const sendSchema = z.object({ phone: phoneSchema, method: z.enum(['whatsapp', 'telegram']) });
type SendValues = z.input<typeof sendSchema>;
type VerifyValues = z.input<typeof verifyPhoneBodySchema>;

/**
 * Spec §6: a student needs a verified phone to book. Send a 5-digit code by WhatsApp or
 * Telegram (POST /confirmation-code/phone/send), then enter it (…/phone/verify).
 */
export function PhoneForm({
  user,
  onVerified,
}: {
  user: UserDto;
  /** Called once the number is verified (the settings page then leads back where it was asked). */
  onVerified?: () => void;
}) {
  const me = useAuth().user;
  const { refreshUser } = useAuth();
  const [editing, setEditing] = useState(!user.verifiedPhone);
  const [sent, setSent] = useState(false);
  const sending = useSettingsForm<SendValues>({
    schema: sendSchema,
    values: {
      phone: localPhone(user.phone),
      method: user.notificationMethod === 'telegram' ? 'telegram' : 'whatsapp',
    },
    save: async (body) => {
      await call(codeCalls.sendPhone, { body: { ...body, phone: body.phone.trim() } });
      setSent(true);
    },
    toastId: 'phone-code',
    saved: t.sent,
  });
  const verifying = useSettingsForm<VerifyValues>({
    schema: verifyPhoneBodySchema,
    values: { code: '' },
    save: async (body) => {
      await call(codeCalls.verifyPhone, { body: { code: body.code.trim() } });
      await refreshUser();
      setSent(false);
      setEditing(false);
      onVerified?.();
    },
    toastId: 'phone-code',
    saved: t.done,
  });

  if (user.verifiedPhone && !editing)
    return (
      <div className="flex max-w-lg flex-col items-start gap-3">
        <p className="text-lg font-bold tabular-nums" dir="ltr">
          {formatPhone(user.phone)}
        </p>
        <p className="font-semibold text-ok-strong" data-testid="phone-verified">
          {t.verified}
        </p>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t.change(me)}
        </Button>
      </div>
    );

  return (
    <div className="flex max-w-lg flex-col gap-5">
      {!user.verifiedPhone && (
        <p className="rounded-xl bg-warn-soft px-4 py-3 font-semibold text-warn-strong">
          {t.unverified}
        </p>
      )}
      <form onSubmit={sending.submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t.label}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          {...sending.form.register('phone')}
          error={sending.errors.phone?.message}
        />
        <fieldset className="flex flex-wrap items-center gap-4">
          <legend className="mb-1.5 font-semibold">{t.sendBy}</legend>
          {(['whatsapp', 'telegram'] as const).map((method) => (
            <label key={method} className="flex items-center gap-2">
              <input
                type="radio"
                value={method}
                {...sending.form.register('method')}
                className="size-4 accent-brand"
              />
              {t[method]}
            </label>
          ))}
        </fieldset>
        <Button
          type="submit"
          variant={sent ? 'secondary' : 'primary'}
          loading={sending.busy}
          className="self-start"
        >
          {t.send}
        </Button>
      </form>
      {sent && (
        <form onSubmit={verifying.submit} noValidate className="flex flex-col gap-4">
          <CodeField
            label={t.code}
            {...verifying.form.register('code')}
            error={verifying.errors.code?.message}
          />
          <Button type="submit" loading={verifying.busy} className="self-start">
            {t.verify}
          </Button>
        </form>
      )}
    </div>
  );
}
