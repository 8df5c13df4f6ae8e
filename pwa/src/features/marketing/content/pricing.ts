import { count, say } from '@kalam/shared';

/** Pricing (/pricing): the plans come from the server; this is the text around them. */
export const pricingPage = {
  title: 'الأسعار والباقات — كلام',
  heading: 'باقات كلام',
  // A visitor is not known: the page needs no gender (decision 227).
  lead: 'عدد دقايق يناسبك كل أسبوع، ورصيدك بيتجدد أسبوعيًا. كل ما المدة تطول، السعر بيقل.',
  periodsLabel: 'مدة الاشتراك',
  periods: { Month: 'شهري', Quarter: count('months', 3), Year: 'سنوي' },
  perMonth: 'في الشهر',
  total: 'الإجمالي',
  save: 'توفير',
  minutesUnit: 'دقيقة في الأسبوع',
  /** A plan's weekly minutes as half-hour lessons, as the app's plans page says it (decision 290). */
  lessonsHint: (weeklyMinutes: number) =>
    say('aboutLessons', { count: Math.round(weeklyMinutes / 30) }),
  installments: (n: number) => `تقسيط على ${count('instalments', n)}`,
  choose: 'الاشتراك',
  popular: 'الأكثر اختيارًا',
  loading: 'الباقات بتحمّل…',
  fallback: {
    heading: 'مش قادرين نعرض الأسعار دلوقتي',
    text: 'الباقات ٦٠ و١٢٠ و٢٣٠ دقيقة في الأسبوع، باشتراك شهري أو ٣ شهور أو سنوي. الصفحة غالبًا هتفتح تاني بعد شوية، والأسعار كمان موجودة جوه الحساب بعد التسجيل.',
    retry: 'إعادة المحاولة',
  },
  empty: 'مفيش باقات متاحة دلوقتي.',
  includes: {
    heading: 'كل الباقات فيها',
    items: [
      'حصص فيديو مباشرة ١٥ أو ٣٠ دقيقة',
      'شات مع مدرّسك بين الحصص',
      'تذكير قبل كل حصة',
      'جدولك ورسايلك متاحين أوفلاين',
      'إلغاء أو تغيير الميعاد قبل الحصة',
    ],
  },
  payments: {
    heading: 'طرق الدفع',
    items: [
      { title: 'كارت', text: 'فيزا وماستركارد وميزة، والكارت ممكن يتحفظ للمرات الجاية.' },
      { title: 'محفظة موبايل', text: 'فودافون كاش واتصالات كاش وأورنج كاش ووي باي.' },
      { title: 'فوري كاش', text: 'كود دفع بيتدفع كاش في أي منفذ فوري.' },
    ],
  },
} as const;
