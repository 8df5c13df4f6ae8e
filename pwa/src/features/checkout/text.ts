import {
  byGender,
  count,
  formatMoney,
  gendered,
  type Gendered,
  type Hundredths,
  type PaidPlanPeriod,
  toArabicDigits,
} from '@kalam/shared';
import { formatNumber as n } from '../../lib/numbers.ts';
import type { PayStep } from './checkout-logic.ts';

/** Every string the checkout screens show. Error texts come from the shared catalogue. */
export const checkoutText = {
  title: 'الدفع',
  back: byGender('ارجعي للباقات', 'ارجع للباقات'),
  summary: {
    title: 'ملخص الطلب',
    weeklyMinutes: (m: number) => `${count('minutes', m)} كل أسبوع`,
    period: 'المدة',
    price: 'السعر',
    monthByMonth: byGender('لو دفعتي شهر بشهر', 'لو دفعت شهر بشهر'),
    savings: byGender('هتوفّري', 'هتوفّر'),
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
    /** What the coupon actually took off: its cap may make it less than its percent. */
    applied: (percent: number, taken: Hundredths, capped: boolean) =>
      capped
        ? `اتخصم ${formatMoney(taken)}، ودي أقصى قيمة للكوبون`
        : `اتخصم ${formatMoney(taken)} (${n(percent)}٪)`,
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
    intro: byGender(
      'هنطلعلك رقم مرجعي تدفعي بيه في أي منفذ فوري أو من تطبيق فوري أو تطبيق البنك.',
      'هنطلعلك رقم مرجعي تدفع بيه في أي منفذ فوري أو من تطبيق فوري أو تطبيق البنك.',
    ),
    create: byGender('اطلبي رقم فوري', 'اطلب رقم فوري'),
    reference: 'الرقم المرجعي لفوري',
    copy: 'نسخ الرقم',
    copied: 'تم نسخ الرقم',
    amount: 'المبلغ المطلوب',
    expires: 'صالح لحد',
    stepsTitle: byGender('إزاي تدفعي؟', 'إزاي تدفع؟'),
    steps: (r: Gendered) =>
      gendered(r, {
        female: [
          'روحي لأي منفذ فوري (سوبر ماركت أو صيدلية أو كشك عليه علامة فوري).',
          'قولي للموظف إنك عايزة تدفعي «مدفوعات فوري» واديله الرقم المرجعي.',
          'ادفعي المبلغ كاش وخدي الإيصال.',
          'أو افتحي تطبيق «myfawry» أو تطبيق البنك، واختاري «ادفع بالكود المرجعي لفوري» واكتبي الرقم.',
          'أول ما الدفع يتم، اشتراكك هيتفعّل هنا تلقائيًا.',
        ].join('\n'),
        male: [
          'روح لأي منفذ فوري (سوبر ماركت أو صيدلية أو كشك عليه علامة فوري).',
          'قول للموظف إنك عايز تدفع «مدفوعات فوري» وادّيله الرقم المرجعي.',
          'ادفع المبلغ كاش وخد الإيصال.',
          'أو افتح تطبيق «myfawry» أو تطبيق البنك، واختار «ادفع بالكود المرجعي لفوري» واكتب الرقم.',
          'أول ما الدفع يتم، اشتراكك هيتفعّل هنا تلقائيًا.',
        ].join('\n'),
      }).split('\n'),
    devPay: 'دفع تجريبي',
    devHint: 'زرار للتجربة بس على البيئة المحلية.',
  },
  wallet: {
    intro: 'فودافون كاش، أورنج كاش، اتصالات كاش، أو وي باي.',
    phone: 'رقم المحفظة',
    phoneHint: 'الرقم المسجّل عليه المحفظة، زي ٠١٠١٢٣٤٥٦٧٨',
    submit: byGender('ابعتي طلب الدفع', 'ابعت طلب الدفع'),
    checkPhone: byGender('بصّي على موبايلك', 'بصّ على موبايلك'),
    checkPhoneBody: byGender(
      'بعتنالك طلب دفع على المحفظة. وافقي عليه وادخلي الرقم السري للمحفظة، والصفحة دي هتتحدث لوحدها.',
      'بعتنالك طلب دفع على المحفظة. وافق عليه وادخل الرقم السري للمحفظة، والصفحة دي هتتحدث لوحدها.',
    ),
    scanQr: byGender('امسحي الكود ده من تطبيق المحفظة', 'امسح الكود ده من تطبيق المحفظة'),
    devApprove: 'موافقة تجريبية',
    devDecline: 'رفض تجريبي',
  },
  card: {
    saved: 'كروتك المحفوظة',
    none: 'مفيش كروت محفوظة لسه.',
    // The last four in the digits the page reads (issue 40; decision 289).
    ending: (brand: string, last: string) => `${brand} ينتهي بـ ${toArabicDigits(last)}`,
    cvv: 'رمز الأمان (CVV)',
    cvvHint: '٣ أو ٤ أرقام على ضهر الكارت',
    pay: byGender('ادفعي', 'ادفع'),
    add: byGender('أضيفي كارت جديد', 'أضف كارت جديد'),
    choose: byGender('اختاري كارت', 'اختار كارت'),
    // U+2066…U+2069 keep «3-D Secure» left to right inside the sentence: without them the page
    // drew «(D Secure-3» (ARABIC.md, mixed text).
    secure: byGender(
      'هتتنقلي لصفحة البنك للتأكيد (\u20663-D Secure\u2069).',
      'هتتنقل لصفحة البنك للتأكيد (\u20663-D Secure\u2069).',
    ),
    // The link back to the bank's page of an order waiting for it: an action, not a forecast.
    resume: byGender(
      'كمّلي التأكيد في صفحة البنك (\u20663-D Secure\u2069)',
      'كمّل التأكيد في صفحة البنك (\u20663-D Secure\u2069)',
    ),
    installmentsIntro: (parts: number) =>
      byGender(
        `المبلغ هيتقسم على ${count('instalments', parts)}، دفعة كل شهر من البنك. ادفعي بكارت بنك بيدعم التقسيط.`,
        `المبلغ هيتقسم على ${count('instalments', parts)}، دفعة كل شهر من البنك. ادفع بكارت بنك بيدعم التقسيط.`,
      ),
    installmentEach: 'كل دفعة تقريبًا',
  },
  progress: {
    waiting: 'مستنيين تأكيد الدفع…',
    waitingBody: byGender(
      'ممكن تسيبي الصفحة دي مفتوحة؛ هنحدّثها أول ما الدفع يوصل.',
      'ممكن تسيب الصفحة دي مفتوحة؛ هنحدّثها أول ما الدفع يوصل.',
    ),
    failed: 'الدفع ما تمّش',
    failedBody: byGender(
      'ما اتخصمش منك أي مبلغ. جرّبي تاني أو اختاري طريقة دفع تانية.',
      'ما اتخصمش منك أي مبلغ. جرّب تاني أو اختار طريقة دفع تانية.',
    ),
    expired: 'انتهت صلاحية الطلب',
    expiredBody: byGender(
      'الطلب ده خلص وقته. اعملي طلب جديد.',
      'الطلب ده خلص وقته. اعمل طلب جديد.',
    ),
    canceled: 'تم إلغاء الطلب',
    canceledBody: byGender(
      'تقدري تختاري طريقة دفع وتبدئي من جديد.',
      'تقدر تختار طريقة دفع وتبدأ من جديد.',
    ),
    refunded: 'تم استرداد المبلغ',
    refundedBody: 'الطلب ده اتردّ مبلغه.',
    cancel: 'إلغاء الطلب',
    cancelConfirm: byGender('متأكدة إنك عايزة تلغي الطلب؟', 'متأكد إنك عايز تلغي الطلب؟'),
    keep: byGender('لا، كمّلي', 'لا، كمّل'),
    retry: byGender('حاولي تاني', 'حاول تاني'),
    canceledToast: 'تم إلغاء الطلب',
  },
  done: {
    title: 'تم الدفع بنجاح',
    body: 'اشتراكك اتفعّل. يلا نختار مدرّس ونحجز أول حصة.',
    subscription: 'اشتراكك',
    until: 'لحد',
    remaining: 'الدقايق الفاضلة الأسبوع ده',
    findTutor: byGender('دوّري على مدرّس', 'دوّر على مدرّس'),
    invoices: 'فواتيري',
  },
  dashboard: byGender('روحي للوحة الطالبة', 'روح للوحة الطالب'),
  rule: {
    yours: (from: string) =>
      `دي باقتك الشغّالة. التجديد بيفتح في آخر أسبوع منها، من ${from}، والباقة الجديدة بتبدأ لما الحالية تخلص.`,
    other: (until: string, r: Gendered) =>
      gendered(r, {
        female: `عندك باقة شغّالة لحد ${until}. تقدري تشتركي في باقة تانية بعد ما تخلص؛ لحد كده كمّلي بباقتك.`,
        male: `عندك باقة شغّالة لحد ${until}. تقدر تشترك في باقة تانية بعد ما تخلص؛ لحد كده كمّل بباقتك.`,
      }),
    renewal: (from: string) => `ده تجديد لباقتك: هيبدأ ${from}، بعد ما الحالية تخلص.`,
    waiting: byGender(
      'عندك طلب لسه مستني الدفع. كمّليه، أو ألغيه وابدئي طلب جديد.',
      'عندك طلب لسه مستني الدفع. كمّله، أو ألغِه وابدأ طلب جديد.',
    ),
    cancelAndNew: byGender('ألغي الطلب ده وابدئي طلب جديد', 'ألغِ الطلب ده وابدأ طلب جديد'),
    phoneFirst: byGender(
      'قبل ما تدفعي، أكّدي رقم موبايلك: الحجز بيحتاجه، وبنبعتلك عليه تذكير الحصص.',
      'قبل ما تدفع، أكّد رقم موبايلك: الحجز بيحتاجه، وبنبعتلك عليه تذكير الحصص.',
    ),
    verifyPhone: byGender('أكّدي رقم الموبايل', 'أكّد رقم الموبايل'),
  },
  notFound: 'الباقة دي مش موجودة أو الرابط غلط.',
  badPeriod: 'مدة الاشتراك في الرابط مش صحيحة.',
  cardAdded: {
    title: 'تمت إضافة الكارت',
    body: byGender(
      'الكارت اتحفظ بأمان عند بوابة الدفع وتقدري تدفعي بيه دلوقتي.',
      'الكارت اتحفظ بأمان عند بوابة الدفع وتقدر تدفع بيه دلوقتي.',
    ),
    backToCheckout: byGender('ارجعي للدفع', 'ارجع للدفع'),
    cards: 'وسائل الدفع',
  },
} as const;

/** Each payment state's title and help, to the payer in her or his gender. */
export const stepTitle = (
  r: Gendered,
): Record<Exclude<PayStep, 'done'>, { title: string; body: string }> => {
  const p = checkoutText.progress;
  return {
    waiting: { title: p.waiting, body: p.waitingBody(r) },
    failed: { title: p.failed, body: p.failedBody(r) },
    expired: { title: p.expired, body: p.expiredBody(r) },
    canceled: { title: p.canceled, body: p.canceledBody(r) },
    refunded: { title: p.refunded, body: p.refundedBody },
  };
};
