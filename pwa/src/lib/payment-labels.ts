import type { PaymentMethod, TransactionDto, TransactionStatus } from '@kalam/shared';

/** Arabic names of a transaction's status: the student's payment history and the admin's user page. */
export const STATUS_LABELS: Record<TransactionStatus, string> = {
  New: 'في انتظار الدفع',
  Paid: 'مدفوعة',
  Processed: 'مدفوعة ومفعّلة',
  Canceled: 'ملغاة',
  Refunded: 'مستردّة',
  PartialRefunded: 'مستردّة جزئيًا',
  Expired: 'منتهية الصلاحية',
  Failed: 'فشلت',
};

export type StatusTone = 'ok' | 'wait' | 'bad' | 'neutral';

/** The colour family of a status badge. */
export function statusTone(status: TransactionStatus): StatusTone {
  switch (status) {
    case 'Paid':
    case 'Processed':
      return 'ok';
    case 'New':
      return 'wait';
    case 'Failed':
    case 'Expired':
      return 'bad';
    default:
      return 'neutral';
  }
}

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  Card: 'كارت',
  EWallet: 'محفظة إلكترونية',
  BankInstallment: 'تقسيط بنكي',
  Fawry: 'فوري',
};

export function statusLabel(status: string): string {
  return (STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** The money's statuses after which a plan was granted: the plan's end is said beside them. */
const GRANTED: readonly TransactionStatus[] = ['Paid', 'Processed', 'PartialRefunded'];
const PLAN_ENDED = { cancelled: 'والباقة اتلغت', expired: 'والباقة خلصت' } as const;

type Order = Pick<TransactionDto, 'status' | 'planState'>;

/**
 * An order as a person reads it: the money's status, and the plan's when it no longer runs. An
 * order stays `Processed` when an admin or the student ends its plan, and «مدفوعة ومفعّلة» then
 * said what was not true (decision 267).
 */
export function orderLabel(tx: Order): string {
  if (!GRANTED.includes(tx.status) || !tx.planState || tx.planState === 'active')
    return statusLabel(tx.status);
  const money =
    tx.status === 'PartialRefunded' ? STATUS_LABELS.PartialRefunded : STATUS_LABELS.Paid;
  return `${money}، ${PLAN_ENDED[tx.planState]}`;
}

/** Its badge's colour: a paid order whose plan ended is no longer the green of a running one. */
export function orderTone(tx: Order): StatusTone {
  return tx.planState === 'cancelled' || tx.planState === 'expired'
    ? 'neutral'
    : statusTone(tx.status);
}
