import type { PaymentMethod, TransactionStatus } from '@kalam/shared';

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
