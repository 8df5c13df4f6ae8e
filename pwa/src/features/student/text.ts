import { byGender, count, gendered, type Gendered, type NotificationMethod } from '@kalam/shared';

const n = (v: number) => new Intl.NumberFormat('ar-EG').format(v);

/** Every string of the student's dashboard, guided tour and settings. Error texts come from the shared catalogue. */
export const studentText = {
  dashboard: {
    hello: (name: string) => `أهلًا يا ${name.split(/\s+/)[0]}`,
    subtitle: 'ده ملخص أسبوعك في كلام.',
    findTutor: byGender('احجزي حصة', 'احجز حصة'),
    tour: 'جولة سريعة',
    retry: byGender('حاولي تاني', 'حاول تاني'),
  },
  minutes: {
    title: 'دقايقك الأسبوع ده',
    left: (m: number) => `${n(m)}`,
    of: (total: number) => `من ${count('minutes', total)}`,
    used: (m: number, r: Gendered) =>
      gendered(r, {
        female: `استخدمتي ${count('minutes', m)}`,
        male: `استخدمت ${count('minutes', m)}`,
      }),
    renews: (when: string) => `بتتجدد ${when}`,
    until: (when: string) => `اشتراكك شغّال لحد ${when}`,
    none: 'مفيش باقة شغّالة',
    noneBody: byGender(
      'اختاري باقة عشان تحجزي حصصك مع المدرّسين.',
      'اختار باقة عشان تحجز حصصك مع المدرّسين.',
    ),
    plans: byGender('اختاري باقة', 'اختار باقة'),
    bar: 'الدقايق الفاضلة',
    noneLeft: 'خلصت دقايقك الأسبوع ده.',
    more: byGender('زوّدي دقايقك', 'زوّد دقايقك'),
  },
  next: {
    title: 'حصتك الجاية',
    none: 'مفيش حصص محجوزة',
    noneBody: byGender(
      'اختاري مدرّس واحجزي حصة في ميعاد فاضي عنده الأسبوع ده.',
      'اختار مدرّس واحجز حصة في ميعاد فاضي عنده الأسبوع ده.',
    ),
    all: 'كل الحصص القادمة',
    in: (rel: string) => `الحصة ${rel}`,
    live: 'شغّالة دلوقتي',
    join: byGender('ادخلي الحصة', 'ادخل الحصة'),
  },
  past: {
    title: 'حصصك اللي فاتت',
    none: byGender('لسه ما خلّصتيش حصص', 'لسه ما خلّصتش حصص'),
    noneBody: byGender('أول ما تخلّصي حصة هتلاقيها هنا.', 'أول ما تخلّص حصة هتلاقيها هنا.'),
    schedule: 'جدول حصصي',
    /** The lesson's length in words («١٥ دقيقة»), not an abbreviated «١٥ د». */
    duration: (m: number) => count('minutes', m),
  },
  chats: {
    title: 'الرسائل',
    body: byGender(
      'كلّمي مدرّسك قبل الحصة أو بعدها: اسألي، ابعتي واجبك، أو اتفقي على اللي هتذاكروه.',
      'كلّم مدرّسك قبل الحصة أو بعدها: اسأل، ابعت واجبك، أو اتفق على اللي هتذاكروه.',
    ),
    open: byGender('افتحي الرسائل', 'افتح الرسائل'),
  },
  overview: {
    title: 'نظرة عامة',
    lessons: byGender('حصص خلّصتيها', 'حصص خلّصتها'),
    minutes: byGender('دقايق اتعلمتيها', 'دقايق اتعلمتها'),
    tutors: byGender('مدرّسين اتعلمتي معاهم', 'مدرّسين اتعلمت معاهم'),
  },
  tour: {
    label: 'جولة في لوحتك',
    stepOf: (i: number, total: number) => `${n(i)} من ${n(total)}`,
    next: 'التالي',
    back: 'السابق',
    skip: 'تخطّي الجولة',
    done: 'يلا نبدأ',
    // A title with no gendered word reads the same to everyone.
    steps: [
      {
        target: 'minutes',
        title: () => 'دقايقك كل أسبوع',
        body: byGender(
          'باقتك بتديكي عدد دقايق كل أسبوع، وبتتجدد صباح الأحد. هنا هتعرفي فاضلّك قد إيه.',
          'باقتك بتديك عدد دقايق كل أسبوع، وبتتجدد صباح الأحد. هنا هتعرف فاضلّك قد إيه.',
        ),
      },
      {
        target: 'find-tutor',
        title: byGender('احجزي حصة', 'احجز حصة'),
        body: byGender(
          'اختاري مدرّس، وبعدين اليوم والمدة (١٥ أو ٣٠ دقيقة) والميعاد الفاضي عنده.',
          'اختار مدرّس، وبعدين اليوم والمدة (١٥ أو ٣٠ دقيقة) والميعاد الفاضي عنده.',
        ),
      },
      {
        target: 'upcoming',
        title: () => 'حصتك الجاية',
        body: byGender(
          'هنا ميعاد حصتك الجاية. تقدري تغيّريه أو تلغيه، وتدخلي الغرفة قبلها بعشر دقايق.',
          'هنا ميعاد حصتك الجاية. تقدر تغيّره أو تلغيه، وتدخل الغرفة قبلها بعشر دقايق.',
        ),
      },
      {
        target: 'past',
        title: () => 'حصصك اللي فاتت',
        body: byGender(
          'كل حصة خلّصتيها بتتسجل هنا، وتقدري تشوفي أسبوعك كله في «جدول حصصي».',
          'كل حصة خلّصتها بتتسجل هنا، وتقدر تشوف أسبوعك كله في «جدول حصصي».',
        ),
      },
      {
        target: 'chats',
        title: () => 'الرسائل',
        body: byGender(
          'كلّمي مدرّسك في أي وقت، حتى من غير إنترنت: الرسالة هتتبعت أول ما النت يرجع.',
          'كلّم مدرّسك في أي وقت، حتى من غير إنترنت: الرسالة هتتبعت أول ما النت يرجع.',
        ),
      },
    ],
  },
  settings: {
    title: 'الإعدادات',
    subtitle: 'بياناتك، رقم موبايلك، كلمة المرور، الموضوعات والإشعارات.',
    tabs: {
      label: 'أقسام الإعدادات',
      account: 'بياناتي',
      phone: 'الموبايل',
      password: 'كلمة المرور',
      topics: 'الموضوعات',
      notifications: 'الإشعارات',
    },
    back: byGender('ارجعي للي كنتي بتعمليه', 'ارجع للي كنت بتعمله'),
    save: 'حفظ',
    saved: 'اتحفظت التغييرات',
    name: 'الاسم',
    nameHint: byGender(
      'اسمك بالكامل (اسمين على الأقل) عشان تقدري تحجزي.',
      'اسمك بالكامل (اسمين على الأقل) عشان تقدر تحجز.',
    ),
    gender: 'النوع',
    male: 'ذكر',
    female: 'أنثى',
    birthYear: 'سنة الميلاد',
    city: 'المحافظة',
    choose: byGender('اختاري', 'اختار'),
    phone: {
      label: 'رقم الموبايل',
      verified: 'رقمك اتأكّد ✓',
      unverified: 'رقمك لسه ما اتأكّدش، ولازم يتأكّد قبل حجز الحصص.',
      send: 'ابعتلي كود',
      sendBy: 'ابعت الكود على',
      whatsapp: 'واتساب',
      telegram: 'تيليجرام',
      sent: 'بعتنالك كود من ٥ أرقام.',
      code: 'الكود',
      verify: 'تأكيد الرقم',
      done: 'تم تأكيد رقمك',
      change: byGender('غيّري الرقم', 'غيّر الرقم'),
    },
    topics: {
      legend: byGender(
        'اختاري الموضوعات اللي تحبي تتكلمي فيها',
        'اختار الموضوعات اللي تحب تتكلم فيها',
      ),
      hint: 'بتساعدنا نرشّحلك مدرّسين مناسبين.',
    },
    notifications: {
      legend: byGender('تفضّلي توصلك التنبيهات فين؟', 'تفضّل توصلك التنبيهات فين؟'),
      hint: 'التذكير قبل الحصة بيوم وبساعة، وأي تغيير في مواعيدك.',
      methods: {
        whatsapp: 'واتساب',
        telegram: 'تيليجرام',
        none: 'من غير تنبيهات',
      } satisfies Record<NotificationMethod, string>,
    },
  },
} as const;
