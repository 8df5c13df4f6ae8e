import { count } from '@kalam/shared';

/** Pricing (/pricing): the plans come from the server; this is the text around them. */
export const pricingPage = {
  title: 'الأسعار والباقات — كلام',
  heading: 'باقات كلام',
  lead: 'اختار عدد الدقايق اللي تناسبك كل أسبوع، ورصيدك بيتجدد أسبوعيًا. كل ما المدة تطول، السعر بيقل.',
  periodsLabel: 'مدة الاشتراك',
  periods: { Month: 'شهري', Quarter: count('months', 3), Year: 'سنوي' },
  perMonth: 'في الشهر',
  total: 'الإجمالي',
  save: 'وفّر',
  minutesUnit: 'دقيقة في الأسبوع',
  lessonsHint: (n: number) => `يعني حوالي ${count('lessons', n)} ربع ساعة في الأسبوع`,
  installments: (n: number) => `تقسيط على ${count('instalments', n)}`,
  choose: 'اشترك',
  popular: 'الأكثر اختيارًا',
  loading: 'جارٍ تحميل الباقات…',
  fallback: {
    heading: 'مش قادرين نعرض الأسعار دلوقتي',
    text: 'الباقات ٦٠ و١٢٠ و٢٣٠ دقيقة في الأسبوع، باشتراك شهري أو ٣ شهور أو سنوي. جرّب تفتح الصفحة تاني بعد شوية، أو شوف الأسعار بعد ما تسجّل.',
    retry: 'حاول تاني',
  },
  empty: 'مفيش باقات متاحة دلوقتي.',
  includes: {
    heading: 'كل الباقات فيها',
    items: [
      'دروس فيديو مباشرة ١٥ أو ٣٠ دقيقة',
      'شات مع مدرّسك بين الدروس',
      'تذكير قبل كل درس',
      'جدولك ورسايلك متاحين أوفلاين',
      'إلغاء أو تغيير الميعاد قبل الدرس',
    ],
  },
  payments: {
    heading: 'طرق الدفع',
    items: [
      { title: 'كارت', text: 'فيزا وماستركارد وميزة، وتقدر تحفظ الكارت لمرات جاية.' },
      { title: 'محفظة موبايل', text: 'فودافون كاش واتصالات كاش وأورنج كاش ووي باي.' },
      { title: 'فوري كاش', text: 'خد كود الدفع وادفع كاش في أي منفذ فوري.' },
    ],
  },
} as const;
