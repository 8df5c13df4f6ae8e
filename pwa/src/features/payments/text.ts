import { byGender, gendered, toArabicDigits, type Gendered } from '@kalam/shared';
/** Every string the saved-cards screen shows. Error texts come from the shared catalogue. */
export const paymentsText = {
  title: 'وسائل الدفع',
  subtitle: 'الكروت المحفوظة عند بوابة الدفع. إحنا ما بنحفظش رقم الكارت.',
  // The last four in the digits the page reads (issue 40; decision 289).
  card: (brand: string, last: string) => `${brand} ينتهي بـ ${toArabicDigits(last)}`,
  remove: 'حذف',
  confirmTitle: 'حذف الكارت؟',
  confirmBody: (label: string, r: Gendered) =>
    gendered(r, {
      female: `هيتشال ${label} من حسابك، وتقدري تضيفيه تاني في أي وقت.`,
      male: `هيتشال ${label} من حسابك، وتقدر تضيفه تاني في أي وقت.`,
    }),
  keep: byGender('لا، سيبيه', 'لا، سيبه'),
  removed: 'تم حذف الكارت',
  empty: 'مفيش كروت محفوظة',
  emptyBody: byGender(
    'أول ما تدفعي بكارت وتحفظيه، هيظهر هنا.',
    'أول ما تدفع بكارت وتحفظه، هيظهر هنا.',
  ),
  add: byGender('أضيفي كارت', 'أضف كارت'),
  invoices: 'فواتيري',
} as const;
