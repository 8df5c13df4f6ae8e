import { useQuery } from '@tanstack/react-query';
import { checkoutKeys, fetchTransaction } from './checkout-api.ts';
import { isSettled } from './checkout-logic.ts';

/** How often the checkout asks for a transaction that has not settled yet. */
export const TX_POLL_MS = 3_000;

/**
 * The transaction being paid. Its status arrives over the socket ('transaction:status-update');
 * polling GET /tx/{id} every few seconds is the fallback when the socket is down, and stops as
 * soon as the transaction settles.
 */
export function useTransaction(id: string | null) {
  return useQuery({
    queryKey: checkoutKeys.tx(id ?? ''),
    queryFn: () => fetchTransaction(id!),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data && isSettled(query.state.data.status) ? false : TX_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
