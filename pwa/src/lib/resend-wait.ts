import { useCallback, useState } from 'react';
import { AppError, VERIFICATION_CODE_RESEND_SECONDS } from '@kalam/shared';
import { useNow } from './use-now.ts';

/**
 * The wait before another code may be asked for (spec §7 Confirmation codes): counted down from
 * the moment a code went out, or from the server's own «try again in N seconds», so the resend
 * button is enabled exactly when the server allows it and never answers «too many requests».
 */
export function useResendWait(justSent = false) {
  const [waitUntil, setWaitUntil] = useState(() =>
    justSent ? Date.now() + VERIFICATION_CODE_RESEND_SECONDS * 1000 : 0,
  );
  const now = useNow(1000);
  const waitSeconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));
  /** A code has just gone out: the next one after the server's wait. */
  const sent = useCallback(
    () => setWaitUntil(Date.now() + VERIFICATION_CODE_RESEND_SECONDS * 1000),
    [],
  );
  /** A refusal that carries a wait starts the countdown; true when it did. */
  const waitFrom = useCallback((error: unknown) => {
    const wait = retryAfterSeconds(error);
    if (wait) setWaitUntil(Date.now() + wait * 1000);
    return wait !== null;
  }, []);
  return { waitSeconds, sent, waitFrom };
}

/** The server's «try again in N seconds», when a refusal carries one. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof AppError) || error.code !== 'too-many-requests') return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}
