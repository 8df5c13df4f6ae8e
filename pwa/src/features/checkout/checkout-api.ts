import { useQuery } from '@tanstack/react-query';
import { paymentCalls, planCalls, sandboxCalls, type PaidPlanPeriod } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import { paymentKeys, planKeys, subscriptionKeys } from '../../lib/query-keys.ts';

export interface PlanChoice {
  planId: string;
  period: PaidPlanPeriod;
  couponCode?: string;
}

export const checkoutKeys = {
  plan: planKeys.one,
  cards: paymentKeys.cards,
  tx: paymentKeys.transaction,
  subscription: subscriptionKeys.current,
};

export function usePlan(id: string) {
  return useQuery({
    queryKey: checkoutKeys.plan(id),
    queryFn: () => call(planCalls.one, { params: { id } }),
  });
}

export function useSavedCards(enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.cards,
    queryFn: () => call(paymentCalls.cards),
    enabled,
  });
}

export const checkCoupon = (code: string) => call(planCalls.coupon, { params: { code } });

export const payByVoucher = (choice: PlanChoice) =>
  call(paymentCalls.payByReference, { body: choice });

export const payByWallet = (choice: PlanChoice, walletMobile: string) =>
  call(paymentCalls.payByWallet, { body: { ...choice, walletMobile } });

export const payByCard = (choice: PlanChoice, cardToken: string, cvv: string) =>
  call(paymentCalls.payByCard, { body: { ...choice, cardToken, cvv } });

export const payByInstallments = (
  choice: PlanChoice,
  cardToken: string,
  cvv: string,
  installmentPlanId: string,
) =>
  call(paymentCalls.payByInstallments, {
    body: { ...choice, cardToken, cvv, installmentPlanId },
  });

export const cancelOrder = (transactionId: string) =>
  call(paymentCalls.cancelUnpaid, { body: { transactionId } });

export const fetchTransaction = (id: string) => call(paymentCalls.transaction, { params: { id } });

export const addCardUrl = () => call(paymentCalls.addCardUrl);

/** Dev actions of the sandbox gateway: only the `local` target answers them. */
export const sandboxPayVoucher = (reference: string) =>
  call(sandboxCalls.payReference, { params: { referenceNumber: reference } });
export const sandboxWallet = (txId: string, decision: 'approve' | 'decline') =>
  call(sandboxCalls.answerWallet, { params: { txId, decision } });

/** The dev buttons show only in a build for the `local` target. */
export const isLocalTarget = import.meta.env.VITE_KALAM_CLIENT_TARGET === 'local';
