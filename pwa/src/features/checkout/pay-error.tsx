import { useAuth } from '../../lib/auth-context.tsx';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { AppError, type TransactionDto } from '@kalam/shared';
import { failureText } from '../../lib/form.ts';
import { checkoutText as t } from './text.ts';

/** Runs one pay call: busy while it runs, the Arabic message of its failure, the new transaction on success. */
export function usePayAction(onStarted: (tx: TransactionDto) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (call: () => Promise<TransactionDto>) => {
      setBusy(true);
      setError(null);
      try {
        onStarted(await call());
      } catch (e) {
        setError(e);
      } finally {
        setBusy(false);
      }
    },
    [onStarted],
  );
  return { busy, error, run };
}

/** A pay call's failure in words; an active subscription links to the dashboard instead of retrying. */
export function PayErrorNote({ error }: { error: unknown }) {
  const me = useAuth().user;
  if (!error) return null;
  const exists = error instanceof AppError && error.code === 'subscription-exists';
  return (
    <div
      role="alert"
      data-testid="pay-error"
      className="mt-4 rounded-xl border border-danger-line bg-danger-soft px-4 py-3 text-danger-ink"
    >
      <p className="font-semibold">{failureText(error)}</p>
      {exists && (
        <Link
          to="/s/dashboard"
          className="mt-1 inline-block font-semibold underline underline-offset-4"
        >
          {t.dashboard(me)}
        </Link>
      )}
    </div>
  );
}
