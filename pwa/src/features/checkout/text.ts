import { count, type PaidPlanPeriod } from '@kalam/shared';
import { formatNumber as n } from '../../lib/format.ts';
import type { PayStep } from './checkout-logic.ts';

/** Every string the checkout screens show. Error texts come from the shared catalogue. */
export const checkoutText = {
  title: 'الدفع',
  back: 'ارجع للباقات',
  summary: {
    title: 'ملخص الطلب',
    weeklyMinutes: (m: number) => `${count('minutes', m)} كل أسبوع`,
    period: 'المدة',
    price: 'السعر',
    monthByMonth: 'لو دفعت شهر بشهر',
    savings: 'هتوفّر',
    coupon: 'خصم الكوبون',
    total: 'الإجمالي',
    installments: (parts: number) => `متاح التقسيط على ${count('instalments', parts)}`,
  } as const,
  periods: { Month: 'شهر', Quarter: count('months', 3), Year: 'سنة' } satisfies Record<
    PaidPlanPeriod,
    string
  >,
  coupon: {
    label: 'كود الخصم (اختياري)',
    apply: 'تطبيق',
    remove: 'إزالة',
    applied: (percent: number) => `تم تطبيق خصم ${n(percent)}٪`,
    hint: 'المبلغ النهائي بيتأكد وقت الدفع.',
  },
  methods: {
    label: 'طريقة الدفع',
    card: 'كارت',
    wallet: 'محفظة إلكترونية',
    fawry: 'كود فوري',
    installments: 'تقسيط بنكي',
  },
  fawry: {
    intro: 'هنطلعلك رقم مرجعي تدفع بيه في أي منفذ فوري أو من تطبيق فوري أو تطبيق البنك.',
    create: 'اطلع رقم فوري',
    reference: 'الرقم المرجعي لفوري',
    copy: 'نسخ الرقم',
    copied: 'تم نسخ الرقم',
    amount: 'المبلغ المطلوب',
    expires: 'صالح لحد',
    stepsTitle: 'إزاي تدفع؟',
    steps: [
      'روح لأي منفذ فوري (سوبر ماركت أو صيدلية أو كشك عليه علامة فوري).',
      'قول للموظف إنك عايز تدفع «مدفوعات فوري» وادّيله الرقم المرجعي.',
      'ادفع المبلغ كاش وخد الإيصال.',
      'أو افتح تطبيق «myfawry» أو تطبيق البنك، واختار «ادفع بالكود المرجعي لفوري» واكتب الرقم.',
      'أول ما الدفع يتم، اشتراكك هيتفعّل هنا تلقائيًا.',
    ],
    devPay: 'دفع تجريبي',
    devHint: 'زرار للتجربة بس على البيئة المحلية.',
  },
  wallet: {
    intro: 'فودافون كاش، أورانج كاش، اتصالات كاش، أو WE Pay.',
    phone: 'رقم المحفظة',
    phoneHint: 'الرقم المسجّل عليه المحفظة، زي ٠١٠١٢٣٤٥٦٧٨',
    submit: 'ابعت طلب الدفع',
    checkPhone: 'بصّ على موبايلك',
    checkPhoneBody:
      'بعتنالك طلب دفع على المحفظة. وافق عليه وادخل الرقم السري للمحفظة، والصفحة دي هتتحدث لوحدها.',
    scanQr: 'امسح الكود ده من تطبيق المحفظة',
    devApprove: 'موافقة تجريبية',
    devDecline: 'رفض تجريبي',
  },
  card: {
    saved: 'كروتك المحفوظة',
    none: 'مفيش كروت محفوظة لسه.',
    ending: (brand: string, last: string) => `${brand} ينتهي بـ ${last}`,
    cvv: 'رمز الأمان (CVV)',
    cvvHint: '٣ أو ٤ أرقام على ضهر الكارت',
    pay: 'ادفع',
    add: 'أضف كارت جديد',
    choose: 'اختار كارت',
    secure: 'هتتنقل لصفحة البنك للتأكيد (3-D Secure).',
    installmentsIntro: (parts: number) =>
      `المبلغ هيتقسم على ${count('instalments', parts)}، دفعة كل شهر من البنك. ادفع بكارت بنك بيدعم التقسيط.`,
    installmentEach: 'كل دفعة تقريبًا',
  },
  progress: {
    waiting: 'مستنيين تأكيد الدفع…',
    waitingBody: 'ممكن تسيب الصفحة دي مفتوحة؛ هنحدّثها أول ما الدفع يوصل.',
    failed: 'الدفع ما تمّش',
    failedBody: 'ما اتخصمش منك أي مبلغ. جرّب تاني أو اختار طريقة دفع تانية.',
    expired: 'انتهت صلاحية الطلب',
    expiredBody: 'الطلب ده خلص وقته. اعمل طلب جديد.',
    canceled: 'تم إلغاء الطلب',
    canceledBody: 'تقدر تختار طريقة دفع وتبدأ من جديد.',
    refunded: 'تم استرداد المبلغ',
    refundedBody: 'الطلب ده اتردّ مبلغه.',
    cancel: 'إلغاء الطلب',
    cancelConfirm: 'متأكد إنك عايز تلغي الطلب؟',
    keep: 'لا، كمّل',
    retry: 'حاول تاني',
    canceledToast: 'تم إلغاء الطلب',
  },
  done: {
    title: 'تم الدفع بنجاح',
    body: 'اشتراكك اتفعّل. يلا نختار مدرّس ونحجز أول حصة.',
    subscription: 'اشتراكك',
    until: 'لحد',
    remaining: 'الدقايق الفاضلة الأسبوع ده',
    findTutor: 'دوّر على مدرّس',
    invoices: 'فواتيري',
  },
  dashboard: 'روح للوحة الطالب',
  rule: {
    yours: (from: string) =>
      `دي باقتك الشغّالة. التجديد بيفتح في آخر أسبوع منها، من ${from}، والباقة الجديدة بتبدأ لما الحالية تخلص.`,
    other: (until: string) =>
      `عندك باقة شغّالة لحد ${until}. تقدر تشترك في باقة تانية بعد ما تخلص؛ لحد كده كمّل بباقتك.`,
    renewal: (from: string) => `ده تجديد لباقتك: هيبدأ ${from}، بعد ما الحالية تخلص.`,
    waiting: 'عندك طلب لسه مستني الدفع. كمّله، أو الغيه وابدأ طلب جديد.',
    cancelAndNew: 'الغي الطلب ده وابدأ طلب جديد',
    phoneFirst: 'قبل ما تدفع، أكّد رقم موبايلك: الحجز بيحتاجه، وبنبعتلك عليه تذكير الحصص.',
    verifyPhone: 'أكّد رقم الموبايل',
  },
  notFound: 'الباقة دي مش موجودة أو الرابط غلط.',
  badPeriod: 'مدة الاشتراك في الرابط مش صحيحة.',
  cardAdded: {
    title: 'تمت إضافة الكارت',
    body: 'الكارت اتحفظ بأمان عند بوابة الدفع وتقدر تدفع بيه دلوقتي.',
    backToCheckout: 'ارجع للدفع',
    cards: 'وسائل الدفع',
  },
} as const;

export const stepTitle: Record<Exclude<PayStep, 'done'>, { title: string; body: string }> = {
  waiting: { title: checkoutText.progress.waiting, body: checkoutText.progress.waitingBody },
  failed: { title: checkoutText.progress.failed, body: checkoutText.progress.failedBody },
  expired: { title: checkoutText.progress.expired, body: checkoutText.progress.expiredBody },
  canceled: { title: checkoutText.progress.canceled, body: checkoutText.progress.canceledBody },
  refunded: { title: checkoutText.progress.refunded, body: checkoutText.progress.refundedBody },
};
