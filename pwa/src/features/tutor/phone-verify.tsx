import { useState } from 'react';
import type { UserDto } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { failureText } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { tutorText } from './text.ts';
import { sendPhoneCode, verifyPhone } from './tutor-api.ts';

const t = tutorText.phone;

/** Spec §6: a tutor receives bookings only with a verified phone; the code goes by WhatsApp or Telegram. */
export function PhoneVerify({ user }: { user: UserDto }) {
  const { refreshUser } = useAuth();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [error, setError] = useState<string | undefined>();

  if (user.verifiedPhone) return null;

  const send = async () => {
    setBusy('send');
    setError(undefined);
    try {
      await sendPhoneCode();
      setSent(true);
      toast({ id: 'phone-code', type: 'info', title: t.sent });
    } catch (e) {
      toast({ id: 'phone-code', type: 'error', title: failureText(e) });
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy('verify');
    setError(undefined);
    try {
      await verifyPhone(code.trim());
      await refreshUser();
      toast({ id: 'phone-code', type: 'success', title: t.done });
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t.title} data-testid="phone-verify">
      <p className="mb-4 text-soft">{user.phone ? t.body : t.needPhone}</p>
      {user.phone && !sent && (
        <Button type="button" variant="secondary" loading={busy === 'send'} onClick={send}>
          {t.send}
        </Button>
      )}
      {user.phone && sent && (
        <form onSubmit={verify} noValidate className="flex flex-wrap items-end gap-3">
          <TextField
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={5}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
            className="w-40"
          />
          <Button type="submit" loading={busy === 'verify'}>
            {t.verify}
          </Button>
          <Button type="button" variant="ghost" loading={busy === 'send'} onClick={send}>
            {t.resend}
          </Button>
        </form>
      )}
    </Card>
  );
}
