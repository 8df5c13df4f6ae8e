import { formatMoney, type PaymentMethod, type PlanPeriod } from '@kalam/shared';

/** What a payment receipt states, read again when the receipt is sent. */
export interface ReceiptInfo {
  transactionId: string;
  userId: string;
  /** What was charged, after any discount (hundredths of a pound). */
  amount: number;
  /** Taken off by a coupon (hundredths); 0 without one. */
  discount: number;
  couponCode: string | null;
  method: PaymentMethod;
  period: PlanPeriod;
  /** The plan's Arabic name; null when the plan is no longer readable. */
  planName: string | null;
  paidAt: number;
  /** The paid-for span of the plan the payment granted. */
  startsAt: number | null;
  endsAt: number | null;
  timeZone: string;
}

const METHODS: Record<PaymentMethod, string> = {
  Card: 'بطاقة دفع',
  EWallet: 'محفظة هاتف محمول',
  BankInstallment: 'تقسيط بنكي',
  Fawry: 'فوري',
};
const PERIODS: Record<PlanPeriod, string> = {
  Month: 'شهر',
  Quarter: '٣ شهور',
  Year: 'سنة',
  FreeTrial: 'فترة تجريبية',
};

const dates = new Map<string, Intl.DateTimeFormat>();
/** «٢٣ نوفمبر ٢٠٢٦، ٩:١٥ ص»: a receipt's formal date and time, on the payer's wall clock. */
function formalDateTime(instant: number, zone: string, withTime: boolean): string {
  const key = `${zone}:${withTime}`;
  let format = dates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('ar-EG', {
      timeZone: zone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    });
    dates.set(key, format);
  }
  return format.format(new Date(instant));
}

/**
 * A payment receipt by e-mail (decision 276): formal Arabic, as ARABIC.md asks of receipts, and
 * addressed to nobody in a gender — it states what was paid, for what, how and when.
 */
export function receiptMessage(info: ReceiptInfo): { subject: string; text: string } {
  const plan = info.planName ? `باقة «${info.planName}»` : 'باقة';
  const lines = [
    `تم استلام مبلغ ${formatMoney(info.amount)} مقابل الاشتراك في ${plan} لمدة ${PERIODS[info.period]}.`,
    '',
    `رقم العملية: ${info.transactionId}`,
    `طريقة الدفع: ${METHODS[info.method]}`,
    `تاريخ الدفع: ${formalDateTime(info.paidAt, info.timeZone, true)}`,
  ];
  if (info.discount > 0)
    lines.push(
      `الخصم: ${formatMoney(info.discount)}${info.couponCode ? ` (كوبون ${info.couponCode})` : ''}`,
    );
  if (info.startsAt !== null && info.endsAt !== null)
    lines.push(
      `مدة الاشتراك: من ${formalDateTime(info.startsAt, info.timeZone, false)} إلى ${formalDateTime(info.endsAt, info.timeZone, false)}`,
    );
  lines.push('', 'يُرجى الاحتفاظ بهذا الإيصال. وللاستفسار: صفحة «التواصل معنا» في كلام.');
  return { subject: `إيصال دفع — ${formatMoney(info.amount)} — كلام`, text: lines.join('\n') };
}
