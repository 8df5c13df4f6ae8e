import { useQuery } from '@tanstack/react-query';
import type {
  CardTokenDto,
  CouponDto,
  PaidPlanPeriod,
  PlanDto,
  TransactionDto,
} from '@kalam/shared';
import { api } from '../../lib/api.ts';

export interface PlanChoice {
  planId: string;
  period: PaidPlanPeriod;
  couponCode?: string;
}

export const checkoutKeys = {
  plan: (id: string) => ['plan', id] as const,
  cards: ['card-tokens'] as const,
  tx: (id: string) => ['tx', id] as const,
  subscription: ['sub', 'user'] as const,
};

export function usePlan(id: string) {
  return useQuery({
    queryKey: checkoutKeys.plan(id),
    queryFn: () => api<PlanDto>('GET', `/plan/${encodeURIComponent(id)}`),
  });
}

export function useSavedCards(enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.cards,
    queryFn: () => api<{ list: CardTokenDto[]; total: number }>('GET', '/fawry/card-token/list'),
    enabled,
  });
}

export const checkCoupon = (code: string) =>
  api<CouponDto>('GET', `/coupon/code/${encodeURIComponent(code)}`);

export const payByVoucher = (choice: PlanChoice) =>
  api<TransactionDto>('POST', '/fawry/pay/ref-num', choice);

export const payByWallet = (choice: PlanChoice, walletMobile: string) =>
  api<TransactionDto>('POST', '/fawry/pay/e-wallet', { ...choice, walletMobile });

export const payByCard = (choice: PlanChoice, cardToken: string, cvv: string) =>
  api<TransactionDto>('POST', '/fawry/pay/card', { ...choice, cardToken, cvv });

export const payByInstallments = (
  choice: PlanChoice,
  cardToken: string,
  cvv: string,
  installmentPlanId: string,
) =>
  api<TransactionDto>('POST', '/fawry/pay/bank-installments', {
    ...choice,
    cardToken,
    cvv,
    installmentPlanId,
  });

export const cancelOrder = (transactionId: string) =>
  api<unknown>('POST', '/fawry/cancel-unpaid-order', { transactionId });

export const fetchTransaction = (id: string) =>
  api<TransactionDto>('GET', `/tx/${encodeURIComponent(id)}`);

export const addCardUrl = () => api<{ url: string }>('GET', '/fawry/card-token/url');

/** Dev actions of the sandbox gateway: only the `local` target answers them. */
export const sandboxPayVoucher = (reference: string) =>
  api<unknown>('POST', `/dev/sandbox/pay/${encodeURIComponent(reference)}`);
export const sandboxWallet = (txId: string, decision: 'approve' | 'decline') =>
  api<unknown>('POST', `/dev/sandbox/wallet/${encodeURIComponent(txId)}/${decision}`);

/** The dev buttons show only in a build for the `local` target. */
export const isLocalTarget = import.meta.env.VITE_KALAM_CLIENT_TARGET === 'local';
