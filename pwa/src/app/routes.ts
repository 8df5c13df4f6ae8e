import type { PageLoader } from './lazy-page.ts';

/**
 * The route table of the signed-in app and the admin app (spec §2): each path with its Arabic
 * title and the one line the coming-soon page shows until the screen is built. To plug a built
 * screen in, add `load: () => import('../features/<area>/<name>.page.tsx')` to its line (the
 * module exports `Component` or a default). Public and sign-in screens are in router.tsx.
 */
export interface PlannedScreen {
  path: string;
  title: string;
  about: string;
  /** The screen's module; without it the path shows the coming-soon page. */
  load?: PageLoader;
  /** Open to visitors too: browsing before signing up (issue 16). */
  open?: true;
  /** The screen writes its own <title> (a tutor's name), so the frame does not. */
  ownTitle?: true;
}

/** Learner and tutor screens behind sign-in. */
export const plannedAppScreens: PlannedScreen[] = [
  {
    path: 's/dashboard',
    title: 'لوحة الطالب',
    about: 'دقائقك المتبقية هذا الأسبوع، وحصصك القادمة والسابقة، ورسائلك.',
    load: () => import('../features/student/dashboard.page.tsx'),
  },
  {
    path: 't/dashboard',
    title: 'لوحة المدرّس',
    about: 'إحصائياتك وحصصك القادمة والسابقة وأرباحك.',
    load: () => import('../features/tutor/dashboard.page.tsx'),
  },
  {
    path: 'chat',
    title: 'الرسائل',
    about: 'تكلّم مع مدرّسك أو طلابك، حتى من غير إنترنت.',
    load: () => import('../features/chat/chat.page.tsx'),
  },
  {
    path: 'checkout/:planId/:period',
    title: 'الدفع',
    about: 'ادفع بالكارت أو المحفظة أو كود فوري.',
    load: () => import('../features/checkout/checkout.page.tsx'),
  },
  {
    path: 'interviews',
    title: 'المقابلات',
    about: 'مواعيد مقابلات الانضمام للمدرّسين.',
    load: () => import('../features/onboarding/interviews.page.tsx'),
  },
  {
    path: 'invoices',
    title: 'فواتيري',
    about: 'سجل مدفوعاتك وطلبات السحب.',
    load: () => import('../features/invoices/invoices.page.tsx'),
  },
  {
    path: 'payments',
    title: 'وسائل الدفع',
    about: 'الكروت المحفوظة وحذفها.',
    load: () => import('../features/payments/payments.page.tsx'),
  },
  {
    path: 'profile',
    title: 'الملف الشخصي',
    about: 'بياناتك ومستواك في الإنجليزي.',
    load: () => import('../features/profile/profile.page.tsx'),
  },
  {
    path: 'desktop/uploads',
    title: 'رفع الفيديوهات',
    about: 'فيديوهات كبيرة من جهازك، بتكمّل لو النت فصل.',
    load: () => import('../features/desktop/uploads.page.tsx'),
  },
  {
    path: 'lessons-schedule',
    title: 'جدول حصصي',
    about: 'كل حصصك في أسبوع واحد.',
    load: () => import('../features/lessons/lessons-schedule.page.tsx'),
  },
  {
    path: 'schedule-management',
    title: 'إدارة المواعيد',
    about: 'حدّد مواعيدك المتاحة كل أسبوع.',
    load: () => import('../features/schedule/schedule-management.page.tsx'),
  },
  {
    path: 't/account-settings',
    title: 'إعدادات الحساب',
    about: 'كلمة المرور والإشعارات.',
    load: () => import('../features/tutor/account-settings.page.tsx'),
  },
  {
    path: 't/profile-settings',
    title: 'إعدادات الملف',
    about: 'النبذة والتعريف ومهلة الحجز.',
    load: () => import('../features/tutor/profile-settings.page.tsx'),
  },
  {
    path: 's/settings',
    title: 'الإعدادات',
    about: 'بياناتك وكلمة المرور والإشعارات.',
    load: () => import('../features/student/settings.page.tsx'),
  },
  {
    path: 't/onboarding',
    title: 'الانضمام كمدرّس',
    about: 'فيديو تعريفي، مقابلة، جلسة تجريبية، جلسة تصوير.',
    load: () => import('../features/onboarding/onboarding.page.tsx'),
  },
  {
    path: 'interview/:id',
    title: 'المقابلة',
    about: 'غرفة المقابلة بالفيديو.',
    load: () => import('../features/session/session-room.page.tsx'),
  },
  {
    path: 'demo-session/:id',
    title: 'الجلسة التجريبية',
    about: 'غرفة الجلسة التجريبية بالفيديو.',
    load: () => import('../features/session/session-room.page.tsx'),
  },
  {
    path: 'tutors',
    title: 'المدرّسين',
    about: 'ابحث عن مدرّس بالاسم أو الموضوع أو الميعاد.',
    load: () => import('../features/tutors/tutors.page.tsx'),
    open: true,
  },
  {
    path: 't/:id',
    title: 'ملف المدرّس',
    about: 'نبذة المدرّس وتقييماته واحجز حصة.',
    load: () => import('../features/booking/tutor-profile.page.tsx'),
    open: true,
    ownTitle: true,
  },
  {
    path: 'plans',
    title: 'الباقات',
    about: 'باقات كلام: ٦٠ و١٢٠ و٢٣٠ دقيقة في الأسبوع، شهري أو ٣ شهور أو سنوي.',
    load: () => import('../features/plans/plans.page.tsx'),
    open: true,
  },
  {
    path: 'upcoming-lessons',
    title: 'الحصص القادمة',
    about: 'حصصك المحجوزة.',
    load: () => import('../features/lessons/upcoming-lessons.page.tsx'),
  },
  {
    path: 'lesson/:id',
    title: 'تفاصيل الحصة',
    about: 'إلغاء أو تغيير ميعاد الحصة.',
    load: () => import('../features/lessons/lesson.page.tsx'),
  },
  {
    path: 'session',
    title: 'غرفة الحصة',
    about: 'الحصة بالفيديو مع مدرّسك.',
    load: () => import('../features/session/session-room.page.tsx'),
  },
  {
    path: 'card-added',
    title: 'تمت إضافة الكارت',
    about: 'الكارت اتحفظ وتقدر تدفع بيه.',
    load: () => import('../features/checkout/card-added.page.tsx'),
  },
];

/** Admin screens, under /admin. */
export const plannedAdminScreens: PlannedScreen[] = [
  { path: '', title: 'لوحة الإدارة', about: 'نظرة عامة على المنصة.' },
  { path: 'invoices', title: 'طلبات السحب', about: 'مراجعة طلبات سحب المدرّسين.' },
  { path: 'plans', title: 'الباقات', about: 'إنشاء الباقات وتعديلها.' },
  { path: 'users', title: 'المستخدمون', about: 'البحث في المستخدمين وإدارتهم.' },
  { path: 'user/:id', title: 'مستخدم', about: 'تفاصيل مستخدم.' },
  { path: 'tutors', title: 'المدرّسون', about: 'جدول المدرّسين.' },
  { path: 'tutor/:id', title: 'مدرّس', about: 'تفاصيل مدرّس.' },
  {
    path: 'interviews',
    title: 'المقابلات',
    about: 'مقابلات المتقدّمين.',
    load: () => import('../features/onboarding/interviews.page.tsx'),
  },
  { path: 'lessons', title: 'الحصص', about: 'كل الحصص.' },
  { path: 'topics', title: 'الموضوعات', about: 'موضوعات الحصص.' },
  { path: 'platform-settings', title: 'إعدادات المنصة', about: 'حدود السحب وغيرها.' },
  { path: 'user-settings', title: 'إعدادات الحساب', about: 'حسابك كمدير.' },
  {
    path: 'photo-sessions',
    title: 'جلسات التصوير',
    about: 'مواعيد تصوير المدرّسين.',
    load: () => import('../features/onboarding/photo-sessions.page.tsx'),
  },
  {
    path: 'photo-session/:tutorId',
    title: 'جلسة تصوير',
    about: 'رفع صور وفيديو المدرّس.',
    load: () => import('../features/onboarding/photo-session.page.tsx'),
  },
  { path: 'plan-invites', title: 'دعوات الباقات', about: 'دعوة طلاب لباقات خاصة.' },
  { path: 'media', title: 'الوسائط', about: 'ملفات المنصة.' },
  { path: 'server-stats', title: 'حالة الخادم', about: 'الاتصالات والذاكرة والطلبات في الثانية.' },
];
