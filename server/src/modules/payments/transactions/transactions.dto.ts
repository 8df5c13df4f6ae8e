import type { TransactionDto } from '@kalam/shared';
import type { TransactionRow } from './transactions.repository.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export function toTransactionDto(row: TransactionRow): TransactionDto {
  return {
    id: row.id,
    userId: row.userId,
    planId: row.planId,
    period: row.period,
    gateway: row.gateway,
    method: row.method,
    status: row.status,
    baseAmount: row.baseAmount,
    discount: row.discount,
    amount: row.amount,
    couponCode: row.couponCode,
    installments: row.installments,
    installmentPlanId: row.installmentPlanId,
    referenceNumber: row.referenceNumber,
    redirectUrl: row.redirectUrl,
    walletQr: row.walletQr,
    refundedAmount: row.refundedAmount,
    subscriptionId: row.subscriptionId,
    expiresAt: iso(row.expiresAt),
    paidAt: row.paidAt === null ? null : iso(row.paidAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
