import { byGender } from '@kalam/shared';
import { formatStep } from '../lib/numbers.ts';

/** Every string the app shell and its screens show. Error texts come from the shared catalogue. */
export const ar = {
  appName: 'كلام',
  home: 'الرئيسية',
  // Pages shown to anyone, even outside the signed-in app: phrased to need no gender.
  backHome: 'الرجوع للرئيسية',
  theme: {
    label: 'المظهر',
    light: 'فاتح',
    dark: 'داكن',
    system: 'حسب الجهاز',
    toggle: 'تبديل المظهر',
  },
  notFound: {
    code: '٤٠٤',
    title: 'الصفحة دي مش موجودة',
    subtitle: 'يمكن الرابط اتغيّر أو الصفحة اتنقلت. الرئيسية فيها كل حاجة.',
  },
  crashed: {
    title: 'حصلت مشكلة في عرض الصفحة',
    subtitle: 'تحديث الصفحة غالبًا بيحلّها، ولو المشكلة فضلت فريق كلام موجود يساعد.',
  },
  forbidden: { title: 'الصفحة دي مش متاحة لحسابك', subtitle: 'الصفحة دي لحسابات معيّنة بس.' },
  comingSoon: { badge: 'قريبًا', body: 'بنجهّز الشاشة دي دلوقتي، وهتكون متاحة في تحديث قريب.' },
  toast: { close: 'إغلاق', region: 'الإشعارات (F8)' },
  /**
   * The server ended the session (suspended, password changed elsewhere, token run out); when
   * nobody is known any more, a line that needs no gender (decision 227).
   */
  sessionEnded: byGender(
    'الجلسة دي خلصت. ادخلي تاني عشان تكمّلي.',
    'الجلسة دي خلصت. ادخل تاني عشان تكمّل.',
    'الجلسة دي خلصت، ومحتاجة تسجيل دخول تاني.',
  ),
  /** Another tab of this browser signed out: this one follows it (decision 244). */
  signedOutElsewhere: byGender(
    'خرجتي من حسابك في صفحة تانية. ادخلي تاني عشان تكمّلي.',
    'خرجت من حسابك في صفحة تانية. ادخل تاني عشان تكمّل.',
    'اتعمل تسجيل خروج في صفحة تانية، ومحتاجة تسجيل دخول تاني.',
  ),
  ui: {
    close: 'إغلاق',
    skipToContent: 'للمحتوى على طول',
    loading: 'بيحمّل…',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    choose: 'اختيار…',
    empty: 'لسه مفيش حاجة هنا.',
    /** A date as three selects (the browser's own date box reads mm/dd/yyyy in Latin digits). */
    date: { day: 'اليوم', month: 'الشهر', year: 'السنة', any: 'أي' },
    paging: {
      label: 'التنقّل بين الصفحات',
      prev: 'السابق',
      next: 'التالي',
      page: (page: number, pages: number) => `صفحة ${formatStep(page, pages)}`,
    },
    photo: {
      title: 'صورتك',
      hint: 'صورة JPG أو PNG أو GIF، مقاسها ٤٨٠×٤٨٠ بكسل على الأقل وحجمها لحد ٥ ميجا.',
      choose: byGender('اختاري صورة', 'اختار صورة'),
      change: byGender('اختاري صورة تانية', 'اختار صورة تانية'),
      save: byGender('احفظي الصورة', 'احفظ الصورة'),
      cancel: 'إلغاء',
      cancelUpload: byGender('وقّفي الرفع', 'وقّف الرفع'),
      preview: byGender(
        'دي معاينة الصورة الجديدة. احفظيها عشان تظهر في حسابك.',
        'دي معاينة الصورة الجديدة. احفظها عشان تظهر في حسابك.',
      ),
      previewAlt: 'معاينة الصورة الجديدة',
      uploading: 'بنرفع الصورة…',
      processing: 'بنجهّز الصورة…',
      progress: 'رفع الصورة',
      done: 'اتحفظت صورتك الجديدة.',
      cancelled: 'اتوقف الرفع، وصورتك زي ما هي.',
    },
  },
  update: {
    title: 'فيه نسخة جديدة من كلام',
    action: 'تحديث',
    offlineReady: 'كلام جاهز يشتغل من غير إنترنت',
  },
  offlinePage: {
    title: 'مفيش اتصال بالإنترنت',
    subtitle: 'الصفحة دي محتاجة إنترنت أول مرة، وهتفتح أول ما الاتصال يرجع.',
    // Anyone may land here, signed in or not: a noun, like backHome.
    retry: 'إعادة المحاولة',
  },
  offline: 'مفيش إنترنت دلوقتي. بعض الصفحات بتشتغل من النسخة المحفوظة.',
  lastKnown: (when: string) => `آخر أرقام وصلتنا، ${when}`,
  nav: {
    label: 'التنقّل الرئيسي',
    dashboard: 'لوحتي',
    tutors: 'المدرّسين',
    upcoming: 'الحصص القادمة',
    schedule: 'مواعيدي',
    scheduleManagement: 'إدارة المواعيد',
    chat: 'الرسائل',
    plans: 'الباقات',
    invoices: 'فواتيري',
    /** A tutor's /invoices: what she earned and withdraws, not bills (issue 40). */
    earnings: 'أرباحي',
    onboarding: 'الانضمام',
    interviews: 'المقابلات',
    admin: 'الإدارة',
    adminHome: 'نظرة عامة',
    users: 'المستخدمون',
    adminTutors: 'المدرّسون',
    withdrawals: 'طلبات السحب',
    planInvites: 'دعوات الباقات',
    lessons: 'الحصص',
    topics: 'الموضوعات',
    photoSessions: 'جلسات التصوير',
    uploads: 'رفع الفيديوهات',
    platformSettings: 'إعدادات المنصة',
    accountSettings: 'إعدادات الحساب',
    pricing: 'الأسعار',
  },
  pendingOrder: {
    title: 'طلب مستني الدفع',
    reference: 'رقم فوري',
    wallet: 'مستنيين موافقتك من المحفظة.',
    amount: 'المبلغ',
    expires: 'آخر ميعاد للدفع',
    resume: byGender('كمّلي الدفع', 'كمّل الدفع'),
  },
  account: {
    menu: 'حسابي',
    profile: 'الملف الشخصي',
    settings: 'الإعدادات',
    signOut: 'تسجيل الخروج',
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    // One name per action across the app (decision 208): nouns, so no visitor needs a gender.
    signIn: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
  },
} as const;
