import { useQuery } from '@tanstack/react-query';
import { paymentCalls, type TransactionDto } from '@kalam/shared';
import { call } from './api.ts';
import { paymentKeys } from './query-keys.ts';

/**
 * The student's orders still waiting to be paid (a Fawry voucher lives a day): the dashboard,
 * the payments history and checkout show them again, so leaving the checkout page never loses
 * a reference, and a second order is not started without asking (issue 16).
 */
export const pendingOrdersKey = paymentKeys.pending;

export function isPending(tx: TransactionDto, now: number): boolean {
  return tx.status === 'New' && Date.parse(tx.expiresAt) > now;
}

export function usePendingOrders(enabled = true) {
  return useQuery({
    queryKey: pendingOrdersKey,
    queryFn: async () => {
      const answer = await call(paymentCalls.transactions, { query: { page: 1, size: 20 } });
      return answer.list.filter((tx) => isPending(tx, Date.now()));
    },
    enabled,
  });
}

/** Where an unpaid order is paid: its checkout, resumed. */
export const resumePath = (tx: TransactionDto) =>
  `/checkout/${tx.planId}/${tx.period}?tx=${encodeURIComponent(tx.id)}`;
