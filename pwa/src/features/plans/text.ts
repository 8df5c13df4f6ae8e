import { count, say } from '@kalam/shared';

/** The Arabic strings of the plans screen. */
export const plansText = {
  title: 'اختار باقتك',
  subtitle: 'كل الباقات فيها حصص فردية مع مدرّس مختار، وتقدر تغيّر أو تلغي في أي وقت.',
  periodLabel: 'مدة الاشتراك',
  periods: { Month: 'شهري', Quarter: count('months', 3), Year: 'سنوي' },
  periodTotal: { Month: 'في الشهر', Quarter: `لكل ${count('months', 3)}`, Year: 'في السنة' },
  perMonth: (amount: string) => `يعني ${amount} في الشهر`,
  minutes: (n: number) => `${count('minutes', n)} في الأسبوع`,
  lessons: (n: number) => say('aboutLessons', { count: Math.round(n / 30) }),
  save: (amount: string, percent: number) => `وفّر ${amount} (${percent.toLocaleString('ar-EG')}٪)`,
  popular: 'الأكثر اختيارًا',
  subscribe: 'اشترك دلوقتي',
  renew: 'جدّد باقتك',
  yours: (from: string) => `دي باقتك. تقدر تجدّدها من ${from}.`,
  afterYours: (until: string) => `متاحة بعد ما باقتك تخلص ${until}.`,
  current: (name: string, minutes: string, until: string) =>
    `باقتك دلوقتي: ${name} (${minutes})، مدفوعة لحد ${until}.`,
  empty: 'مفيش باقات متاحة دلوقتي. جرّب تاني بعد شوية.',
  retry: 'حاول تاني',
  features: [
    'مدرّسين مصريين مختارين بعناية',
    'مواعيد مرنة تختارها بنفسك',
    'متابعة لمستواك بعد كل حصة',
  ],
} as const;
