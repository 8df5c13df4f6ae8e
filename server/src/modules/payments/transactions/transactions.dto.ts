import type { TransactionDto } from '@kalam/shared';
import type { SubscriptionGrants } from '../payments.ports.ts';
import type { TransactionRow } from './transactions.repository.ts';

/** Where an order's `planState` is read: the subscriptions area, through the payments port. */
export type PlanStates = SubscriptionGrants['planStates'];

const iso = (ms: number) => new Date(ms).toISOString();

/** A page of orders, their plans' states read in one query. */
export function toTransactionDtos(
  rows: readonly TransactionRow[],
  planStates: PlanStates,
): TransactionDto[] {
  const states = planStates(
    rows.flatMap((row) => (row.subscriptionId ? [row.subscriptionId] : [])),
  );
  return rows.map((row) => dto(row, states));
}

export function toTransactionDto(row: TransactionRow, planStates: PlanStates): TransactionDto {
  return toTransactionDtos([row], planStates)[0]!;
}

function dto(
  row: TransactionRow,
  states: ReadonlyMap<string, NonNullable<TransactionDto['planState']>>,
): TransactionDto {
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
    planState: row.subscriptionId ? (states.get(row.subscriptionId) ?? null) : null,
    expiresAt: iso(row.expiresAt),
    paidAt: row.paidAt === null ? null : iso(row.paidAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
