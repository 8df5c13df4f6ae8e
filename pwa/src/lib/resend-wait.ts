import { useCallback, useState } from 'react';
import { AppError, VERIFICATION_CODE_RESEND_SECONDS } from '@kalam/shared';
import { useNow } from './use-now.ts';

/**
 * The wait before another code may be asked for (spec §7 Confirmation codes): counted down from
 * the moment a code went out, or from the server's own «try again in N seconds», so the resend
 * button is enabled exactly when the server allows it and never answers «too many requests».
 */
export function useResendWait(justSent = false) {
  const [wait, setWait] = useState(() => ({
    until: justSent ? Date.now() + VERIFICATION_CODE_RESEND_SECONDS * 1000 : 0,
    seconds: VERIFICATION_CODE_RESEND_SECONDS,
  }));
  const now = useNow(1000);
  // The clock ticks once a second: never show more than the wait itself («٦١ ثانية» for 60).
  const waitSeconds = Math.min(wait.seconds, Math.max(0, Math.ceil((wait.until - now) / 1000)));
  /** A code has just gone out: the next one after the server's wait. */
  const sent = useCallback(
    () =>
      setWait({
        until: Date.now() + VERIFICATION_CODE_RESEND_SECONDS * 1000,
        seconds: VERIFICATION_CODE_RESEND_SECONDS,
      }),
    [],
  );
  /** A refusal that carries a wait starts the countdown; true when it did. */
  const waitFrom = useCallback((error: unknown) => {
    const seconds = retryAfterSeconds(error);
    if (seconds) setWait({ until: Date.now() + seconds * 1000, seconds });
    return seconds !== null;
  }, []);
  return { waitSeconds, sent, waitFrom };
}

/** The server's «try again in N seconds», when a refusal carries one. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof AppError) || error.code !== 'too-many-requests') return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}
