import {
  AUDIT_FIELD_NAMES,
  byGender,
  genderOf,
  gendered,
  ROLE_NAMES_AR,
  say,
  type Gender,
  type Gendered,
  type StoredAssetKind,
  type SubscriptionDto,
  type TutorStep,
  type UserRole,
} from '@kalam/shared';

/** The admin back office's words (colloquial Egyptian, ARABIC.md). */

/**
 * A code or an e-mail inside an Arabic line (a dialog's title is text, not markup): U+2066…U+2069
 * isolate it left to right, as `<bdi>` would, so «؟» stays after it.
 */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** Fields every audited write sets by itself: left out of a row's summary. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'updatedBy']);

/** The onboarding steps by one name each: the overview's cards and the tutors list's filter. */
const STEP_NAMES = {
  'intro-video': 'الفيديو التعريفي',
  interview: 'المقابلة',
  'demo-session': 'الجلسة التجريبية',
  'photo-session': 'جلسة التصوير',
  listed: 'ظاهرين في الموقع',
} as const satisfies Record<TutorStep, string>;

export const adminText = {
  table: {
    total: (n: string) => `العدد: ${n}`,
    prev: 'السابق',
    next: 'التالي',
    size: 'عدد الصفوف',
    perPage: (n: string) => `${n} في الصفحة`,
  },
  roles: ROLE_NAMES_AR satisfies Record<UserRole, string>,
  /** One person's role, a student, tutor or tutor manager in their gender («طالبة», «مدرّسة»). */
  roleOf: (user: { role: UserRole; gender?: Gender | null }): string =>
    user.role === 'Student'
      ? say('studentRole', { gender: genderOf(user) })
      : user.role === 'Tutor'
        ? say('tutorRole', { gender: genderOf(user) })
        : user.role === 'TutorManager'
          ? gendered(user, { female: 'مسؤولة مقابلات', male: 'مسؤول مقابلات' })
          : adminText.roles[user.role],
  all: 'الكل',
  yes: 'أيوه',
  no: 'لأ',
  /** Buttons and lines to the reader (the signed-in admin) in their gender (decision 225). */
  save: byGender('احفظي', 'احفظ'),
  saved: 'اتحفظ',
  cancel: 'إلغاء',
  edit: byGender('عدّلي', 'عدّل'),
  delete: byGender('امسحي', 'امسح'),
  deleted: 'اتمسح',
  /**
   * What a delete asks before it deletes (decision 267): the thing by the name the admin knows it
   * by, and what stops working. «سيبه» for a masculine thing (كوبون، موضوع), «سيبها» for a
   * feminine one (دعوة، باقة), in the reader's gender.
   */
  sure: {
    keepIt: byGender('لأ، سيبيه', 'لأ، سيبه'),
    keepHer: byGender('لأ، سيبيها', 'لأ، سيبها'),
    coupon: (code: string) => `مسح الكوبون ${ltr(code)}؟`,
    couponBody: 'الكود هيبطل يتقبل في الدفع من دلوقتي، والمسح مالوش رجوع.',
    invite: (email: string) => `مسح دعوة ${ltr(email)}؟`,
    inviteBody: 'لينك الدعوة اللي اتبعت هيبطل يشتغل، والمسح مالوش رجوع.',
    planInvite: (student: string, plan: string) => `مسح دعوة ${student} لـ«${plan}»؟`,
    planInviteBody: (student: string) =>
      `الباقة مش هتبان لـ${student} في الأسعار تاني؛ الاشتراك اللي اتعمل بيها قبل كده (لو فيه) فاضل زي ما هو.`,
    topic: (name: string) => `مسح موضوع «${name}»؟`,
    topicBody: 'الموضوع هيختفي من اختيارات المدرّسين والطلاب، والمسح مالوش رجوع.',
    plan: (name: string) => `وقف «${name}»؟`,
    planBody:
      'الباقة هتختفي من الأسعار ومحدش هيقدر يشترك فيها تاني، واشتراكات اللي مشتركين فيها دلوقتي مش هتتلغي.',
  },
  add: 'إضافة',
  actions: 'إجراءات',
  createdAt: 'اتعمل في',
  name: 'الاسم',
  email: 'الإيميل',
  phone: 'الموبايل',
  role: 'الدور',
  status: 'الحالة',
  /** «This week» is Cairo's from Sunday's midnight on every card, and says so (decision 267). */
  dashboard: {
    lessonsToday: 'حصص النهارده',
    revenueWeek: 'إيراد الأسبوع ده (من الأحد)',
    revenueMonth: 'إيراد الشهر',
    pendingWithdrawals: 'طلبات سحب مستنية',
    notWired: 'لسه',
    applicants: 'المتقدّمين المستنيين',
    introVideo: STEP_NAMES['intro-video'],
    interview: STEP_NAMES.interview,
    demoSession: STEP_NAMES['demo-session'],
    photoSession: STEP_NAMES['photo-session'],
    newStudents: 'طلاب جداد الأسبوع ده (من الأحد)',
    newTutors: 'مدرّسين جداد الأسبوع ده (من الأحد)',
    lessonsChart: 'الحصص آخر ١٤ يوم',
    revenueChart: 'الإيراد آخر ١٤ يوم',
    signupsChart: 'التسجيلات آخر ١٤ يوم',
  },
  users: {
    search: byGender('دوّري بالاسم أو الإيميل', 'دوّر بالاسم أو الإيميل'),
    verified: 'الإيميل اتأكّد',
    suspended: 'متوقف',
    active: 'شغّال',
    inactive: 'موقوف',
    credit: 'رصيد الثقة',
  },
  /** A tutor's figures on the admin tutor page, about the tutor in their gender. */
  tutorStats: (tutor: Gendered): Record<string, string> => ({
    lessonsTaught: 'حصص خلصت',
    minutesTaught: gendered(tutor, { female: 'دقايق درّستها', male: 'دقايق درّسها' }),
    upcomingLessons: 'حصص جاية',
    cancelledByTutor: gendered(tutor, {
      female: 'ألغتها هي',
      male: 'ألغاها هو',
      other: 'اتلغت من المدرّس',
    }),
    cancelledByStudent: 'اتلغت من الطالب',
    // Nobody cancelled these: the tutor never came (decision 247).
    tutorAbsent: gendered(tutor, {
      female: 'حصص ما دخلتهاش',
      male: 'حصص ما دخلهاش',
      other: 'حصص المدرّس ما دخلهاش',
    }),
    students: 'الطلاب',
    ratingAverage: 'متوسط التقييم',
    ratingCount: 'عدد التقييمات',
    earnings: 'الأرباح',
  }),
  user: {
    back: 'كل المستخدمين',
    /** A tutor's account leads on to their tutor page (figures, ratings, activity). */
    tutorPage: byGender(
      'صفحتها كمدرّسة: الأرقام والتقييمات والنشاط',
      'صفحته كمدرّس: الأرقام والتقييمات والنشاط',
    ),
    deactivate: byGender('وقّفي الحساب', 'وقّف الحساب'),
    activate: byGender('شغّلي الحساب', 'شغّل الحساب'),
    deactivated: byGender('الحساب اتوقف: مش هتقدر تدخل.', 'الحساب اتوقف: مش هيقدر يدخل.'),
    activated: 'الحساب اشتغل تاني.',
    /** About the user on the page, in their gender. */
    resetPassword: byGender('ابعتلها كود تغيير كلمة المرور', 'ابعتله كود تغيير كلمة المرور'),
    resetSent: byGender('الكود اتبعت على إيميلها.', 'الكود اتبعت على إيميله.'),
    changeRole: byGender('غيّري الدور', 'غيّر الدور'),
    roleSaved: 'الدور اتغيّر.',
    emailVerified: 'الإيميل متأكّد',
    phoneVerified: 'الموبايل متأكّد',
    verifyEmail: byGender('أكّدي الإيميل', 'أكّد الإيميل'),
    verifyPhone: byGender('أكّدي الموبايل', 'أكّد الموبايل'),
    creditScore: 'رصيد الثقة',
    lessons: 'الحصص',
    subscriptions: 'الاشتراكات',
    payments: 'المدفوعات',
    /** An admin gives a paid order's money back (POST /fawry/refund), from the payments tab. */
    refund: {
      open: 'استرداد',
      title: 'استرداد المبلغ',
      body: (amount: string, who: Gendered) =>
        gendered(who, {
          female: `هيرجع ${amount} للطالبة بنفس طريقة الدفع، ولو باقتها اللي اتدفعت بيه لسه شغّالة هتتلغي.`,
          male: `هيرجع ${amount} للطالب بنفس طريقة الدفع، ولو باقته اللي اتدفعت بيه لسه شغّالة هتتلغي.`,
        }),
      /** A part of the order: the plan it paid for is not ended by it (it may have ended already). */
      partBody: (amount: string, who: Gendered) =>
        gendered(who, {
          female: `هيرجع ${amount} للطالبة بنفس طريقة الدفع، وده مش هيلغي باقتها.`,
          male: `هيرجع ${amount} للطالب بنفس طريقة الدفع، وده مش هيلغي باقته.`,
        }),
      amount: 'المبلغ (جنيه)',
      amountMissing: 'المبلغ اللي هيرجع مش مكتوب.',
      amountInvalid: 'المبلغ بالجنيه ولازم يكون أكبر من صفر، زي ١٥٠ أو ١٥٠٫٥٠.',
      amountOver: (rest: string) => `المبلغ أكبر من اللي فاضل في الطلب (${rest}).`,
      /** What went back already, beside a partly refunded order. */
      refunded: (amount: string) => `اترجع ${amount}`,
      reason: 'السبب (اختياري)',
      keep: byGender('لأ، سيبيه', 'لأ، سيبه'),
      done: 'المبلغ اترجع.',
    },
    /** An admin ends a student's running plan (PATCH /sub/cancel with its id). */
    cancelPlan: {
      open: 'إلغاء الاشتراك',
      body: (who: Gendered) =>
        gendered(who, {
          female:
            'الاشتراك ده واللي متجدّد بعده هيتلغوا من دلوقتي، ومش هتقدر تحجز بيهم حصص جديدة. الفلوس مش هترجع لوحدها: الاسترداد من المدفوعات.',
          male: 'الاشتراك ده واللي متجدّد بعده هيتلغوا من دلوقتي، ومش هيقدر يحجز بيهم حصص جديدة. الفلوس مش هترجع لوحدها: الاسترداد من المدفوعات.',
        }),
      keep: byGender('لأ، سيبيه', 'لأ، سيبه'),
      done: 'الاشتراك اتلغى.',
    },
    subscriptionStates: { active: 'شغّال', cancelled: 'اتلغى', expired: 'خلص' } satisfies Record<
      SubscriptionDto['status'],
      string
    >,
    none: 'مفيش.',
    support: 'عرض للدعم بس: مفيش دخول باسم المستخدم.',
  },
  tutors: {
    search: byGender('دوّري بالاسم أو الإيميل', 'دوّر بالاسم أو الإيميل'),
    /** About the tutor in the row, in their gender. */
    onboarded: byGender('خلّصت الانضمام', 'خلّص الانضمام'),
    manual: byGender('متضافة يدوي', 'متضاف يدوي'),
    add: byGender('أضيفي مدرّس', 'أضف مدرّس'),
    addTitle: byGender('أضيفي مدرّس من غير خطوات الانضمام', 'أضف مدرّس من غير خطوات الانضمام'),
    /** About a tutor not made yet (no gender): no gendered verb. */
    addHint: 'الدخول بيكون بكود «نسيت كلمة المرور؟» اللي هيوصل على الإيميل ده.',
    added: 'المدرّس اتضاف وظاهر في قايمة المدرّسين.',
    state: 'حالة الانضمام',
    /**
     * The step a tutor stands at (decision 255): the overview's card names for the four steps,
     * so the card and the list's filter say the same; a row between two steps says so.
     */
    steps: STEP_NAMES,
    betweenSteps: 'بين خطوتين',
    /** The tutors page's two views: everyone, and those nobody on the team has reached yet. */
    all: 'كل المدرّسين',
    toContact: 'محتاجين تواصل',
    /** The team reached the tutor in the row (about the tutor, in their gender). */
    markContacted: byGender('اتواصلنا معاها', 'اتواصلنا معاه'),
    markedContacted: (tutor: { name: string; gender?: Gender | null }) =>
      `${tutor.name} ${tutor.gender === 'female' ? 'خرجت' : 'خرج'} من قايمة «محتاجين تواصل».`,
    /** The way back from a mistaken «اتواصلنا معاه» (the toast's action, the tutor's page). */
    notContacted: byGender('لسه متواصلناش معاها', 'لسه متواصلناش معاه'),
    unmarkedContacted: (tutor: { name: string; gender?: Gender | null }) =>
      `${tutor.name} ${tutor.gender === 'female' ? 'رجعت' : 'رجع'} لقايمة «محتاجين تواصل».`,
    contact: 'التواصل',
    noneToContact: 'كل المدرّسين اتواصلنا معاهم.',
    stats: 'الإحصائيات',
    ratings: 'التقييمات',
    stars: (n: string) => `${n} من ٥`,
    profile: 'الملف في الموقع',
    activity: 'النشاط',
    activityKind: 'النوع',
    activityEmpty: 'مفيش نشاط لسه.',
    with: 'مع',
    by: 'بواسطة',
    kinds: {
      lesson: 'حصة',
      interview: 'مقابلة',
      'demo-session': 'حصة تجريبية',
      'photo-session': 'جلسة تصوير',
      'intro-video': 'فيديو تعريفي',
      invoice: 'طلب سحب',
      rating: 'تقييم',
      audit: 'تعديل من الإدارة',
    } as Record<string, string>,
    /**
     * States of onboarding steps (feminine: مقابلة، حصة، جلسة) and of the intro video and the
     * withdrawal request (masculine), as the timeline shows them. Who cancelled is said without a
     * gendered verb («اتلغت من المدرّس»): the timeline does not carry that person's gender.
     */
    states: {
      Pending: 'مستنية',
      Passed: 'نجحت',
      Rejected: 'اترفضت',
      Scheduled: 'ميعادها متحدد',
      Done: 'خلصت',
      CanceledByInterviewer: 'اتلغت من مسؤول المقابلات',
      CanceledByInterviewee: 'اتلغت من المدرّس',
      CanceledByTutorManager: 'اتلغت من مسؤول المقابلات',
      CanceledByTutor: 'اتلغت من المدرّس',
      CanceledByStudio: 'اتلغت من الاستوديو',
      CanceledByAdmin: 'اتلغت من الإدارة',
    } as Record<string, string>,
    statesMasculine: {
      Pending: 'مستني',
      Rejected: 'اترفض',
      Approved: 'اتقبل',
      PendingApproval: 'مستني الموافقة',
      PendingCancellation: 'مستني الإلغاء',
      Canceled: 'اتلغى',
    } as Record<string, string>,
  },
  lessons: {
    when: 'الميعاد',
    tutor: 'المدرّس',
    student: 'الطالب',
    duration: 'المدة',
    minutes: (n: string) => `${n} دقيقة`,
    cancel: 'إلغي الحصة',
    cancelTitle: 'إلغاء الحصة',
    reason: 'السبب',
    reasonHint: 'هيتسجّل مع الحصة في سجل التغييرات. الدقايق هترجع للطالب.',
    cancelled: 'الحصة اتلغت ورجعت الدقايق للطالب.',
    time: 'الوقت',
    future: 'الجاية',
    past: 'اللي فاتت',
    now: 'دلوقتي',
    canceledFilter: 'الملغية',
    status: {
      pending: 'محجوزة',
      happening: 'شغّالة',
      fulfilled: 'خلصت',
      cancelled: 'اتلغت',
    } as Record<string, string>,
  },
  plans: {
    create: 'باقة جديدة',
    edit: byGender('عدّلي', 'عدّل'),
    retire: byGender('وقّفي الباقة', 'وقّف الباقة'),
    retired: 'الباقة اتوقفت.',
    nameAr: 'الاسم بالعربي',
    nameEn: 'الاسم بالإنجليزي',
    weeklyMinutes: 'دقايق الأسبوع',
    monthPrice: 'سعر الشهر (جنيه)',
    monthDiscount: 'خصم الشهر ٪',
    quarterDiscount: 'خصم ٣ شهور ٪',
    yearDiscount: 'خصم السنة ٪',
    inviteOnly: 'بدعوة بس',
    prices: 'الأسعار',
    created: 'الباقة اتعملت.',
  },
  planInvites: {
    find: byGender('دوّري على الطالب بالاسم أو الإيميل', 'دوّر على الطالب بالاسم أو الإيميل'),
    noMatch: 'مفيش طالب بالاسم أو الإيميل ده.',
    change: byGender('غيّري', 'غيّر'),
    plan: 'الباقة',
    choosePlan: byGender('اختاري الباقة', 'اختار الباقة'),
    noPlans: 'مفيش باقات «بدعوة بس» لسه؛ الباقة بتتعلّم كده من',
    toPlans: 'صفحة الباقات',
    create: 'ادعي طالب',
    created: 'الدعوة اتعملت.',
    student: 'الطالب',
  },
  offers: {
    coupons: 'الكوبونات',
    invites: 'الدعوات',
    code: 'الكود',
    discount: 'الخصم ٪',
    maxDiscount: 'أقصى خصم (جنيه)',
    expiresAt: 'بينتهي',
    expired: 'انتهى',
    createCoupon: 'كوبون جديد',
    /** Over the form while it edits a coupon: which one. */
    editing: (code: string) => `تعديل الكوبون ${ltr(code)}`,
    createInvite: 'دعوة جديدة',
    searchCoupons: byGender('دوّري بالكود', 'دوّر بالكود'),
    searchInvites: byGender('دوّري بالإيميل', 'دوّر بالإيميل'),
    state: { pending: 'مستنية', accepted: 'اتقبلت', expired: 'انتهت' } as Record<string, string>,
  },
  topics: {
    nameAr: 'بالعربي',
    nameEn: 'بالإنجليزي',
    create: 'موضوع جديد',
    created: 'الموضوع اتضاف.',
  },
  reports: {
    reporter: 'المُبلّغ',
    description: 'البلاغ',
    attachments: 'المرفقات',
    note: 'ملاحظة',
    status: {
      open: 'مفتوح',
      'in-progress': 'بنشتغل عليه',
      resolved: 'اتحل',
      dismissed: 'اترفض',
    } as Record<string, string>,
  },
  contact: {
    title: 'العنوان',
    message: 'الرسالة',
    from: 'من',
    search: byGender('دوّري في الرسايل', 'دوّر في الرسايل'),
  },
  media: {
    name: 'الملف',
    kind: 'النوع',
    size: 'الحجم',
    owner: 'بتاع مين',
    uploader: 'رفعه',
    search: byGender('دوّري باسم صاحب الملف أو إيميله', 'دوّر باسم صاحب الملف أو إيميله'),
    kinds: {
      image: 'صورة',
      video: 'فيديو',
      thumbnail: 'صورة مصغّرة',
      screenshot: 'لقطة شاشة',
      log: 'سجل أخطاء',
      receipt: 'إيصال',
    } satisfies Record<StoredAssetKind, string>,
  },
  cache: {
    title: 'كاش المدرّسين',
    about: byGender(
      'قايمة المدرّسين بتتحفظ في الذاكرة عشان تفتح بسرعة. فرّغيها لو بيانات مدرّس مش ظاهرة صح.',
      'قايمة المدرّسين بتتحفظ في الذاكرة عشان تفتح بسرعة. فرّغها لو بيانات مدرّس مش ظاهرة صح.',
    ),
    flush: byGender('فرّغي الكاش', 'فرّغ الكاش'),
    flushed: 'الكاش اتفرّغ وقايمة المدرّسين اتبنت من جديد.',
  },
  stats: {
    connections: 'الاتصالات',
    memory: 'الذاكرة (ميجا)',
    rps: 'طلبات في الثانية',
    loop: 'تأخير الـ event loop (مللي)',
    waiting: 'مستنيين أول قراءة من السيرفر…',
    live: 'مباشر',
  },
  settings: {
    readOnly: byGender(
      'بتشوفي الإعدادات بس: التعديل للسوبر أدمن.',
      'بتشوف الإعدادات بس: التعديل للسوبر أدمن.',
    ),
    quota: 'تجديد الدقايق الأسبوعي',
    weekday: 'يوم التجديد',
    hour: 'ساعة التجديد (بتوقيت القاهرة)',
    noticeGroup: 'مهلة الحجز',
    notice: 'المهلة الافتراضية للمدرّس الجديد (دقيقة)',
    video: 'مدة الفيديو التعريفي (ثانية)',
    videoMin: 'أقل مدة',
    videoMax: 'أطول مدة',
    withdrawal: 'حدود السحب (جنيه)',
    withdrawalMin: 'أقل مبلغ',
    withdrawalMax: 'أكبر مبلغ',
    cancellation: 'الإلغاء',
    freeCancellation: 'الطالب اللي يلغي قبل الحصة بالمدة دي أو أكتر ترجعله دقايقه (دقيقة)',
    lastChange: (when: string) => `آخر تعديل: ${when}`,
    /**
     * What each field allows, in its own words (decision 249). `from` and `to` come formatted
     * (Arabic digits, the unit on `to`) from the shared rule's bounds.
     */
    allowed: {
      quotaRenewalHour: (from: string, to: string) =>
        `ساعة التجديد لازم تكون رقم صحيح من ${from} لـ ${to}.`,
      defaultNoticeMinutes: (from: string, to: string) =>
        `المهلة لازم تكون رقم صحيح بين ${from} و${to}.`,
      introVideoMinSeconds: (from: string, to: string) =>
        `المدة لازم تكون رقم صحيح بين ${from} و${to}.`,
      introVideoMaxSeconds: (from: string, to: string) =>
        `المدة لازم تكون رقم صحيح بين ${from} و${to}.`,
      withdrawalMinEgp: (from: string, to: string) =>
        `المبلغ لازم يكون جنيهات صحيحة بين ${from} و${to}.`,
      withdrawalMaxEgp: (from: string, to: string) =>
        `المبلغ لازم يكون جنيهات صحيحة بين ${from} و${to}.`,
      freeCancellationMinutes: (from: string, to: string) =>
        `المدة لازم تكون رقم صحيح بين ${from} و${to}.`,
    },
    /** The rules between two fields, said on the field the rule names. */
    videoOrder: 'أطول مدة لازم تكون أكبر من أقل مدة.',
    withdrawalOrder: 'أقل مبلغ لازم يكون أصغر من أكبر مبلغ أو قدّه.',
    weekdays: ['الحد', 'الاتنين', 'التلات', 'الأربع', 'الخميس', 'الجمعة', 'السبت'],
  },
  audit: {
    who: 'مين',
    /** An actor whose account is gone: never their raw id. */
    someone: 'حساب مش موجود',
    /** What was done, as a noun: the actor's gender is not in the log. */
    what: 'العملية',
    entity: 'على إيه',
    when: 'إمتى',
    before: 'قبل',
    after: 'بعد',
    details: 'التفاصيل',
    verbs: { post: 'إضافة', change: 'تعديل', delete: 'مسح' },
    /** Enum values the details show by name, never the server's English. */
    canceledBy: { student: 'الطالب', tutor: 'المدرّس', self: 'المنصة' },
    periods: { Month: 'شهر', Quarter: '٣ شهور', Year: 'سنة', FreeTrial: 'تجربة مجانية' },
    sources: { admin: 'من الإدارة', payment: 'بالدفع', trial: 'تجربة' },
    notificationMethods: { whatsapp: 'واتساب', telegram: 'تيليجرام', none: 'من غير تنبيهات' },
    caches: { tutors: 'قايمة المدرّسين' },
    /** The changed fields an admin reads in a row's summary, in Arabic (never the raw key). */
    fields: AUDIT_FIELD_NAMES,
    /** A row's summary: the first three changed fields it can name, else «التفاصيل». */
    summary(keys: readonly string[]): string {
      // Bookkeeping every creation or write moves (the id, the dates): the summary names what
      // the admin changed; the details still list them.
      const named = keys
        .filter((k) => !BOOKKEEPING.has(k))
        .map((k) => adminText.audit.fields[k])
        .filter(Boolean);
      return named.slice(0, 3).join('، ') || adminText.audit.details;
    },
    entities: {
      plan: 'باقة',
      topic: 'موضوع',
      coupon: 'كوبون',
      invite: 'دعوة',
      'plan-invite': 'دعوة باقة',
      user: 'مستخدم',
      lesson: 'حصة',
      subscription: 'اشتراك',
      cache: 'الكاش',
      'platform-settings': 'إعدادات المنصة',
      report: 'بلاغ',
      interview: 'مقابلة',
      'demo-session': 'جلسة تجريبية',
      transaction: 'عملية دفع',
      'tutor-media': 'صور وفيديو مدرّس',
    } as Record<string, string>,
  },
  userSettings: {
    about: 'بياناتك في الإدارة. كلمة المرور بتتغيّر بكود على إيميلك.',
    sendCode: 'ابعتلي كود تغيير كلمة المرور',
    sent: 'الكود اتبعت على إيميلك.',
  },
};
