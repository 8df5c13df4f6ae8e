import { byGender, count, gendered, type Gendered, type NotificationMethod } from '@kalam/shared';

/** Every string the tutor's screens show. Error texts come from the shared catalogue. */
export const tutorText = {
  dashboard: {
    title: 'لوحة المدرّس',
    hello: (name: string) => `أهلًا يا ${name}`,
    subtitle: 'حصصك وأرقامك في مكان واحد، وبتتحدّث لوحدها أول ما طالب يحجز أو يلغي.',
    /** An applicant teaches no one yet: the figures and the balance come with the first lessons. */
    applicantSubtitle: 'خطوات الانضمام الأول؛ وبعد ما حسابك يتفعّل، حصصك وأرباحك هتبان هنا.',
    manageSchedule: 'إدارة المواعيد',
    loadFailed: 'ما قدرناش نجيب البيانات دي.',
    retry: byGender('حاولي تاني', 'حاول تاني', 'إعادة المحاولة'),
    /** A tutor manager teaches no lessons: her hours are for interviews and demo sessions. */
    managerSubtitle: byGender(
      'حدّدي من «إدارة المواعيد» الأوقات اللي المتقدّمين يحجزوا فيها المقابلات والجلسات التجريبية.',
      'حدّد من «إدارة المواعيد» الأوقات اللي المتقدّمين يحجزوا فيها المقابلات والجلسات التجريبية.',
    ),
  },
  /**
   * A tutor who signed up has said no gender until she fills in «النوع»: every line her home
   * shows her has a third form that needs none (ARABIC.md; decisions 248, 284).
   */
  setup: {
    title: byGender(
      'خلّي الطلاب يقدروا يحجزوا معاكي',
      'خلّي الطلاب يقدروا يحجزوا معاك',
      'الطلاب يقدروا يحجزوا بعد الحاجات دي',
    ),
    unverifiedEmail: byGender('أكّدي إيميلك.', 'أكّد إيميلك.', 'الإيميل لسه ما اتأكّدش.'),
    unverifiedPhone: byGender(
      'أكّدي رقم موبايلك من إعدادات الحساب.',
      'أكّد رقم موبايلك من إعدادات الحساب.',
      'رقم الموبايل لسه ما اتأكّدش، وتأكيده من إعدادات الحساب.',
    ),
    inactive: byGender(
      'حسابك لسه ما اتفعّلش؛ كمّلي خطوات الانضمام.',
      'حسابك لسه ما اتفعّلش؛ كمّل خطوات الانضمام.',
      'حسابك لسه ما اتفعّلش؛ فاضل خطوات الانضمام.',
    ),
    missing: byGender(
      'كمّلي ملفك: النبذة والتعريف والموضوعات.',
      'كمّل ملفك: النبذة والتعريف والموضوعات.',
      'استكمال الملف: النبذة والتعريف والموضوعات.',
    ),
    accountSettings: 'إعدادات الحساب',
    completeProfile: 'إكمال الملف',
    onboarding: 'خطوات الانضمام',
    verifyEmail: 'تأكيد الإيميل',
  },
  stats: {
    label: 'أرقامك',
    upcoming: 'حصص قادمة',
    taught: byGender('حصص درّستيها', 'حصص درّستها', 'حصص اتدرّست'),
    weekMinutes: 'دقايق الأسبوع ده',
    monthMinutes: (m: number) => `${count('minutes', m)} الشهر ده`,
    totalMinutes: (m: number) => `${count('minutes', m)} في المجمل`,
    earnings: 'أرباحك لحد دلوقتي',
    rating: 'تقييمك',
    ratingCount: (n: number) => `من ${count('reviews', n)}`,
    noRating: 'لسه مفيش تقييمات',
    students: (n: number) => count('withStudents', n),
    cancellations: (byStudent: string, byTutor: string) =>
      `إلغاءات: ${byStudent} من الطلاب، ${byTutor} منك`,
    /** Lessons she never came to: nobody cancelled them, so apart from «منك» (decision 247). */
    absent: (n: number, reader: Gendered) =>
      gendered(reader, {
        female: `${count('lessons', n)} ما دخلتيهاش`,
        male: `${count('lessons', n)} ما دخلتهاش`,
        other: `${count('lessons', n)} من غير حضورك`,
      }),
  },
  lessons: {
    now: 'حصة شغّالة دلوقتي',
    /** A booked lesson within the hour: «الحصة كمان ١٥ دقيقة». */
    soon: (rel: string) => `الحصة ${rel}`,
    upcoming: 'الحصص القادمة',
    past: 'الحصص السابقة',
    emptyUpcoming: 'مفيش حصص قادمة لسه',
    emptyUpcomingBody: byGender(
      'أول ما طالب يحجز هتظهر هنا على طول. اتأكدي إن مواعيدك محدّثة.',
      'أول ما طالب يحجز هتظهر هنا على طول. تأكد إن مواعيدك محدّثة.',
      'أول ما طالب يحجز هتظهر هنا على طول، فالمواعيد المحدّثة مهمة.',
    ),
    emptyPast: byGender('لسه ما درّستيش حصص', 'لسه ما درّستش حصص', 'لسه مفيش حصص خلصت'),
    emptyPastBody: 'الحصص اللي خلصت هتظهر هنا.',
    minutes: (n: number) => count('minutes', n),
    more: (n: string) => `و${n} كمان`,
    all: 'جدول حصصي',
    details: 'التفاصيل',
    join: byGender('ادخلي الحصة', 'ادخل الحصة', 'دخول الحصة'),
    with: (name: string) => `مع ${name}`,
    status: {
      pending: 'محجوزة',
      happening: 'شغّالة الآن',
      fulfilled: 'تمّت',
      cancelledByStudent: 'اتلغت من الطالب',
      cancelledByTutor: byGender('ألغيتيها', 'ألغيتها', 'اتلغت منك'),
      /** Never came: the server cancelled it at its end, the tutor did not (decision 242). */
      cancelledAbsent: byGender('اتلغت: ما دخلتيهاش', 'اتلغت: ما دخلتهاش', 'اتلغت: من غير حضورك'),
      cancelled: 'اتلغت',
    },
  },
  live: {
    booked: 'حصة جديدة اتحجزت',
    rebooked: 'ميعاد حصة اتغيّر',
    canceled: 'حصة اتلغت',
    detail: (student: string, when: string) => `${student} — ${when}`,
  },
  settings: {
    nav: 'الإعدادات',
    account: 'إعدادات الحساب',
    profile: 'إعدادات الملف',
  },
  account: {
    title: 'إعدادات الحساب',
    subtitle: 'اسمك ورقم موبايلك وطريقة وصول الإشعارات وكلمة المرور.',
    details: 'بياناتك',
    name: 'الاسم (بالعربي)',
    nameHint: 'اسمك زي ما هيظهر للطلاب، بالعربي.',
    email: 'الإيميل',
    phone: 'رقم الموبايل',
    phoneHint: byGender(
      'زي ٠١٠١٢٣٤٥٦٧٨. لو غيّرتيه لازم تأكّديه تاني.',
      'زي ٠١٠١٢٣٤٥٦٧٨. لو غيّرته لازم تأكّده تاني.',
    ),
    needPhone: byGender(
      'اكتبي رقم موبايلك واحفظيه الأول، وبعدها تأكّديه بكود.',
      'اكتب رقم موبايلك واحفظه الأول، وبعدها تأكّده بكود.',
    ),
    phoneWhy: byGender(
      'الطلاب مش هيقدروا يحجزوا معاكي قبل ما رقمك يتأكّد، وعليه بتوصلك تنبيهات الحصص.',
      'الطلاب مش هيقدروا يحجزوا معاك قبل ما رقمك يتأكّد، وعليه بتوصلك تنبيهات الحصص.',
    ),
    notify: 'الإشعارات توصلك على',
    methods: {
      whatsapp: 'واتساب',
      telegram: 'تيليجرام',
      none: 'من غير إشعارات',
    } satisfies Record<NotificationMethod, string>,
    save: 'حفظ البيانات',
    saved: 'اتحفظت بياناتك',
    nothing: 'مفيش حاجة اتغيّرت.',
    verified: 'متأكّد',
    unverified: 'مش متأكّد',
  },
  profile: {
    title: 'إعدادات الملف',
    subtitle: 'اللي الطلاب بيشوفوه في صفحتك، ومهلة الحجز.',
    about: 'نبذتك',
    bio: 'نبذة قصيرة (بالعربي)',
    bioHint: 'سطر واحد بيظهر تحت اسمك في قائمة المدرّسين.',
    // Also read by a new tutor who has not said her gender (the third forms need none, 248).
    aboutLabel: byGender(
      'عرّفي نفسك للطلاب (بالعربي)',
      'عرّف نفسك للطلاب (بالعربي)',
      'تعريف بنفسك للطلاب (بالعربي)',
    ),
    aboutHint: 'خبرتك، وأسلوبك في التدريس، ومين يستفيد من حصصك.',
    notice: 'أقل مهلة قبل الحجز',
    noticeHint: 'الطالب مش هيقدر يحجز حصة تبدأ قبل المهلة دي.',
    noticeWords: { none: 'من غير مهلة' },
    save: 'حفظ الملف',
    saved: 'اتحفظ ملفك',
    topics: 'تخصصاتك',
    topicsBody: byGender(
      'اختاري الموضوعات اللي بتدرّسيها؛ الطلاب بيدوّروا بيها.',
      'اختار الموضوعات اللي بتدرّسها؛ الطلاب بيدوّروا بيها.',
      'موضوعات التدريس؛ الطلاب بيدوّروا بيها.',
    ),
    topicsSave: 'حفظ التخصصات',
    topicsSaved: 'اتحفظت تخصصاتك',
    topicsEmpty: 'مفيش موضوعات متاحة دلوقتي.',
    chosen: (n: string, r: Gendered) =>
      gendered(r, { female: `اخترتي ${n}`, male: `اخترت ${n}`, other: `المختار: ${n}` }),
  },
  /**
   * A new tutor comes here right after verifying her e-mail (decision 283), before she says her
   * gender (on the first step): what she reads until then needs none (decision 248).
   */
  complete: {
    title: byGender('كمّلي ملفك كمدرّسة', 'كمّل ملفك كمدرّس', 'استكمال ملفك للتدريس'),
    steps: ['البيانات الأساسية', 'نبذة عنك', 'تخصصاتك'] as const,
    step: (n: string, total: string, name: string) => `الخطوة ${n} من ${total} — ${name}`,
    gender: 'النوع',
    male: 'ذكر',
    female: 'أنثى',
    birthYear: 'سنة الميلاد',
    city: 'المحافظة',
    choose: byGender('اختاري', 'اختار', 'اختيار'),
    next: 'التالي',
    back: 'السابق',
    finish: 'إنهاء',
    /** «إنهاء» with no topic chosen: students find a tutor by her topics. */
    pickTopic: byGender(
      'اختاري تخصص واحد على الأقل، عشان الطلاب يلاقوكي.',
      'اختار تخصص واحد على الأقل، عشان الطلاب يلاقوك.',
      'لازم تخصص واحد على الأقل، عشان الطلاب يلاقوا ملفك.',
    ),
    later: 'أكمّل بعدين',
    done: byGender(
      'ملفك جاهز. حدّدي مواعيدك عشان الطلاب يحجزوا.',
      'ملفك جاهز. حدّد مواعيدك عشان الطلاب يحجزوا.',
      'ملفك جاهز. الخطوة الجاية تحديد مواعيدك عشان الطلاب يحجزوا.',
    ),
  },
} as const;

export const noticeChoices = [0, 15, 30, 60, 120, 180, 360, 720, 1440] as const;
