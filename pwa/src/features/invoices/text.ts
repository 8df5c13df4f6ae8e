import { byGender, count } from '@kalam/shared';
/** Every string the payment history shows. Error texts come from the shared catalogue. */
export const invoicesText = {
  title: 'فواتيري',
  subtitle: 'كل مدفوعاتك على كلام.',
  caption: 'سجل المدفوعات',
  columns: {
    date: 'التاريخ',
    plan: 'الباقة',
    amount: 'المبلغ',
    method: 'طريقة الدفع',
    status: 'الحالة',
    next: 'الدفع',
  },
  empty: 'مفيش مدفوعات لسه',
  emptyBody: byGender(
    'أول ما تشتركي في باقة، الفاتورة هتظهر هنا.',
    'أول ما تشترك في باقة، الفاتورة هتظهر هنا.',
  ),
  plans: byGender('شوفي الباقات', 'شوف الباقات'),
  resume: byGender('كمّلي الدفع', 'كمّل الدفع'),
  cards: 'وسائل الدفع',
  unknownPlan: 'باقة',
  periods: {
    Month: 'شهر',
    Quarter: count('months', 3),
    Year: 'سنة',
    FreeTrial: 'تجربة مجانية',
  } as Record<string, string>,
} as const;
