/** The Arabic strings of the plans screen. */
export const plansText = {
  title: 'اختار باقتك',
  subtitle: 'كل الباقات فيها حصص فردية مع مدرّس مختار، وتقدر تغيّر أو تلغي في أي وقت.',
  periodLabel: 'مدة الاشتراك',
  periods: { Month: 'شهري', Quarter: '3 شهور', Year: 'سنوي' },
  periodTotal: { Month: 'في الشهر', Quarter: 'لكل 3 شهور', Year: 'في السنة' },
  perMonth: (amount: string) => `يعني ${amount} في الشهر`,
  minutes: (n: number) => `${n.toLocaleString('ar-EG')} دقيقة في الأسبوع`,
  lessons: (n: number) => `حوالي ${Math.round(n / 30).toLocaleString('ar-EG')} حصص نص ساعة أسبوعيًا`,
  save: (amount: string, percent: number) => `وفّر ${amount} (${percent.toLocaleString('ar-EG')}٪)`,
  popular: 'الأكثر اختيارًا',
  subscribe: 'اشترك الآن',
  empty: 'مفيش باقات متاحة دلوقتي. جرّب تاني بعد شوية.',
  retry: 'حاول مرة أخرى',
  features: [
    'مدرّسين مصريين مختارين بعناية',
    'مواعيد مرنة تختارها بنفسك',
    'متابعة لمستواك بعد كل حصة',
  ],
} as const;
