import { byGender, count, gendered, say, type Gendered } from '@kalam/shared';

/** The Arabic strings of the plans screen. */
export const plansText = {
  title: byGender('اختاري باقتك', 'اختار باقتك'),
  subtitle: byGender(
    'كل الباقات فيها حصص فردية مع مدرّس مختار، وتقدري تغيّري أو تلغي في أي وقت.',
    'كل الباقات فيها حصص فردية مع مدرّس مختار، وتقدر تغيّر أو تلغي في أي وقت.',
  ),
  periodLabel: 'مدة الاشتراك',
  periods: { Month: 'شهري', Quarter: count('months', 3), Year: 'سنوي' },
  periodTotal: { Month: 'في الشهر', Quarter: `لكل ${count('months', 3)}`, Year: 'في السنة' },
  perMonth: (amount: string) => `يعني ${amount} في الشهر`,
  minutes: (n: number) => `${count('minutes', n)} في الأسبوع`,
  lessons: (n: number) => say('aboutLessons', { count: Math.round(n / 30) }),
  // A badge, named as on the public pricing page: a noun that needs no gender.
  save: (amount: string, percent: number) =>
    `توفير ${amount} (${percent.toLocaleString('ar-EG')}٪)`,
  popular: 'الأكثر اختيارًا',
  /** On a plan only invited students are offered: the reason she sees a card others do not. */
  invited: byGender('باقة خاصة ليكي', 'باقة خاصة ليك', 'باقة خاصة بدعوة'),
  subscribe: byGender('اشتركي دلوقتي', 'اشترك دلوقتي'),
  renew: byGender('جدّدي باقتك', 'جدّد باقتك'),
  yours: (from: string, r: Gendered) =>
    gendered(r, {
      female: `دي باقتك. تقدري تجدّديها من ${from}.`,
      male: `دي باقتك. تقدر تجدّدها من ${from}.`,
    }),
  afterYours: (until: string) => `متاحة بعد ما باقتك تخلص ${until}.`,
  // Without the plans list (a failed load) the name is unknown: the note says the minutes alone.
  current: (name: string | undefined, minutes: string, until: string) =>
    name
      ? `باقتك دلوقتي: ${name} (${minutes})، مدفوعة لحد ${until}.`
      : `باقتك دلوقتي: ${minutes}، مدفوعة لحد ${until}.`,
  /** Ending the running plan from its note (PATCH /sub/cancel). */
  cancel: {
    open: 'إلغاء الاشتراك',
    confirm: byGender('متأكدة إنك عايزة تلغي اشتراكك؟', 'متأكد إنك عايز تلغي اشتراكك؟'),
    body: byGender(
      'الاشتراك هيتلغي من دلوقتي ومش هتقدري تحجزي بيه حصص جديدة. الاسترداد بيتم حسب سياسة الاسترداد وبنفس طريقة الدفع.',
      'الاشتراك هيتلغي من دلوقتي ومش هتقدر تحجز بيه حصص جديدة. الاسترداد بيتم حسب سياسة الاسترداد وبنفس طريقة الدفع.',
    ),
    keep: byGender('لا، خلّيه', 'لا، خلّيه'),
    done: 'اشتراكك اتلغى.',
  },
  empty: byGender(
    'مفيش باقات متاحة دلوقتي. جرّبي تاني بعد شوية.',
    'مفيش باقات متاحة دلوقتي. جرّب تاني بعد شوية.',
  ),
  retry: byGender('حاولي تاني', 'حاول تاني'),
  features: (r: Gendered) => [
    'مدرّسين مصريين مختارين بعناية',
    gendered(r, { female: 'مواعيد مرنة تختاريها بنفسك', male: 'مواعيد مرنة تختارها بنفسك' }),
    'متابعة لمستواك بعد كل حصة',
  ],
} as const;
