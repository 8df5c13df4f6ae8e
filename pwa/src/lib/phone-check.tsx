import { useState, type FormEvent } from 'react';
import { codeCalls, count } from '@kalam/shared';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/toast-store.ts';
import { call } from './api.ts';
import { useAuth } from './auth-context.tsx';
import { failureText, fieldErrors } from './form.ts';
import { useResendWait } from './resend-wait.ts';
import { CodeField } from '../ui/code-field.tsx';
import { formatPhone } from './format.ts';
import { phoneCheckLines } from './phone-check-lines.ts';
import { phoneCheckText } from '../i18n/phone-check-text.ts';
import { codeWait } from '../i18n/code-wait.ts';

const t = phoneCheckText;
type Method = 'whatsapp' | 'telegram';

/**
 * Right where a phone was typed (complete profile): send a 5-digit code by WhatsApp or Telegram
 * (POST /confirmation-code/phone/send), then check it (…/phone/verify), with the resend countdown
 * of the e-mail code. «بعدين» moves on; checkout and booking still ask for it (spec §6). The
 * lines saying why are the reader's role's (`phoneCheckLines`). The tutor's account settings
 * show the same check, without «بعدين» (no `onDone`).
 */
export function PhoneCheck({
  phone,
  method: preferred,
  why,
  onDone,
}: {
  phone: string;
  method?: string | null;
  /** Why the number must be verified, when the page says it its own way (else by the role). */
  why?: string;
  /** Called once the phone is verified or the person chose to do it later; without it, no «بعدين». */
  onDone?: () => void;
}) {
  const reader = useAuth().user;
  const { refreshUser } = useAuth();
  const lines = phoneCheckLines(reader);
  const [method, setMethod] = useState<Method>(preferred === 'telegram' ? 'telegram' : 'whatsapp');
  const [sentOnce, setSentOnce] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [error, setError] = useState<string | undefined>();
  const { waitSeconds, sent, waitFrom } = useResendWait();

  const send = async () => {
    setBusy('send');
    try {
      await call(codeCalls.sendPhone, { body: { method } });
      sent();
      setSentOnce(true);
      toast({ id: 'phone-code', type: 'success', title: t.sent });
    } catch (e) {
      // Too early: count down the server's own wait instead of showing a refusal.
      if (waitFrom(e)) setSentOnce(true);
      else toast({ id: 'phone-code', type: 'error', title: failureText(e) });
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('verify');
    setError(undefined);
    try {
      await call(codeCalls.verifyPhone, { body: { code: code.trim() } });
      await refreshUser();
      toast({ id: 'phone-code', type: 'success', title: t.done });
      onDone?.();
    } catch (e) {
      setError(fieldErrors(e).code ?? failureText(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      className="flex flex-col gap-4"
      data-testid="phone-check"
      aria-labelledby="phone-check-title"
    >
      <h2 id="phone-check-title" className="text-lg font-bold">
        {t.title(reader)}
      </h2>
      <div className="flex flex-col gap-1">
        <p>{t.body}</p>
        <p dir="ltr" className="text-start text-lg font-bold tabular-nums">
          <bdi>{formatPhone(phone)}</bdi>
        </p>
        <p className="text-sm text-muted">{why ?? lines.why}</p>
      </div>
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="mb-1.5 font-semibold">{t.sendBy}</legend>
        {(['whatsapp', 'telegram'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2">
            <input
              type="radio"
              name="phone-check-method"
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
              className="size-4 accent-brand"
            />
            {t[m]}
          </label>
        ))}
      </fieldset>
      {!sentOnce ? (
        <Button type="button" loading={busy === 'send'} onClick={send}>
          {t.send}
        </Button>
      ) : (
        <form onSubmit={verify} noValidate className="flex flex-col gap-4">
          <CodeField
            label={t.code}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
          />
          <Button type="submit" loading={busy === 'verify'}>
            {t.verify(reader)}
          </Button>
          <Button
            type="button"
            variant="ghost"
            loading={busy === 'send'}
            disabled={waitSeconds > 0}
            onClick={send}
          >
            {t.resend}
          </Button>
          {waitSeconds > 0 && (
            <p role="status" className="text-center text-sm text-muted">
              {codeWait(count('seconds', waitSeconds), reader)}
            </p>
          )}
        </form>
      )}
      {onDone && (
        <div className="flex flex-col gap-1 border-t border-line pt-3">
          <Button type="button" variant="ghost" onClick={onDone} data-testid="phone-check-later">
            {t.later}
          </Button>
          <p className="text-center text-sm text-muted">{lines.laterHint}</p>
        </div>
      )}
    </section>
  );
}
