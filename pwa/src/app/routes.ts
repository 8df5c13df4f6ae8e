import type { PageLoader } from './lazy-page.ts';
import { readerTitles, type TitleReader } from './reader-titles.ts';

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
  /** The tab's title for a signed-in reader when `title` names her role (decision 253). */
  readerTitle?: (reader: TitleReader) => string;
  /** Admin screens: the sidebar's label (screens without one are reached from others). */
  nav?: string;
}

/** Learner and tutor screens behind sign-in. */
export const plannedAppScreens: PlannedScreen[] = [
  {
    path: 's/dashboard',
    title: 'لوحة الطالب',
    readerTitle: readerTitles.studentDashboard,
    about: 'دقايقك الفاضلة الأسبوع ده، وحصصك الجاية واللي فاتت، ورسايلك.',
    load: () => import('../features/student/dashboard.page.tsx'),
  },
  {
    path: 't/dashboard',
    title: 'لوحة المدرّس',
    readerTitle: readerTitles.tutorDashboard,
    about: 'إحصائياتك وحصصك القادمة والسابقة وأرباحك.',
    load: () => import('./tutor-dashboard.page.tsx'),
  },
  {
    path: 'chat',
    title: 'الرسائل',
    about: 'كلامك مع مدرّسك أو طلابك، حتى من غير إنترنت.',
    load: () => import('../features/chat/chat.page.tsx'),
  },
  {
    path: 'checkout/:planId/:period',
    title: 'الدفع',
    about: 'الدفع بالكارت أو المحفظة أو كود فوري.',
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
    readerTitle: readerTitles.invoices,
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
    about: 'مواعيدك المتاحة كل أسبوع.',
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
    readerTitle: readerTitles.onboarding,
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
    about: 'البحث عن مدرّس بالاسم أو الموضوع أو الميعاد.',
    load: () => import('../features/tutors/tutors.page.tsx'),
    open: true,
  },
  {
    path: 't/:id',
    title: 'ملف المدرّس',
    about: 'نبذة المدرّس وتقييماته وحجز حصة معاه.',
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
    about: 'الكارت اتحفظ وبقى جاهز للدفع.',
    load: () => import('../features/checkout/card-added.page.tsx'),
  },
];

/**
 * Admin screens, under /admin (spec §2). `nav` puts a screen in the admin sidebar under that
 * label; who may open each is in `ADMIN_SCREEN_ROLES` (screen-roles.ts, decision 190), and the
 * sidebar shows only what the role may open. Issue 17 (interviews, photo sessions) and issue 18
 * (invoices) plug their screens in with a `load:` line.
 */
export const plannedAdminScreens: PlannedScreen[] = [
  {
    path: '',
    title: 'لوحة الإدارة',
    about: 'نظرة عامة على المنصة.',
    nav: 'نظرة عامة',
    load: () => import('../features/admin/dashboard.page.tsx'),
  },
  {
    path: 'users',
    title: 'المستخدمين',
    about: 'البحث في المستخدمين وإدارتهم.',
    nav: 'المستخدمين',
    load: () => import('../features/admin/users.page.tsx'),
  },
  {
    path: 'user/:id',
    title: 'مستخدم',
    about: 'تفاصيل مستخدم.',
    load: () => import('../features/admin/user.page.tsx'),
  },
  {
    path: 'tutors',
    title: 'المدرّسين',
    about: 'جدول المدرّسين.',
    nav: 'المدرّسين',
    load: () => import('../features/admin/tutors.page.tsx'),
  },
  {
    path: 'tutor/:id',
    title: 'مدرّس',
    about: 'تفاصيل مدرّس.',
    load: () => import('../features/admin/tutor.page.tsx'),
  },
  {
    path: 'invoices',
    title: 'طلبات السحب',
    about: 'مراجعة طلبات سحب المدرّسين.',
    nav: 'طلبات السحب',
    load: () => import('../features/invoices/admin-invoices.page.tsx'),
  },
  {
    path: 'interviews',
    title: 'المقابلات',
    about: 'مقابلات المتقدّمين.',
    nav: 'المقابلات',
    load: () => import('../features/onboarding/interviews.page.tsx'),
  },
  {
    path: 'photo-sessions',
    title: 'جلسات التصوير',
    about: 'مواعيد تصوير المدرّسين.',
    nav: 'جلسات التصوير',
    load: () => import('../features/onboarding/photo-sessions.page.tsx'),
  },
  {
    path: 'photo-session/:tutorId',
    title: 'جلسة تصوير',
    about: 'رفع صور وفيديو المدرّس.',
    load: () => import('../features/onboarding/photo-session.page.tsx'),
  },
  {
    path: 'lessons',
    title: 'الحصص',
    about: 'كل الحصص.',
    nav: 'الحصص',
    load: () => import('../features/admin/lessons.page.tsx'),
  },
  {
    path: 'plans',
    title: 'الباقات',
    about: 'إنشاء الباقات وتعديلها.',
    nav: 'الباقات',
    load: () => import('../features/admin/plans.page.tsx'),
  },
  {
    path: 'plan-invites',
    title: 'دعوات الباقات',
    about: 'دعوة طلاب لباقات خاصة.',
    nav: 'دعوات الباقات',
    load: () => import('../features/admin/plan-invites.page.tsx'),
  },
  {
    path: 'offers',
    title: 'الكوبونات والدعوات',
    about: 'كوبونات الخصم ودعوات الانضمام.',
    nav: 'الكوبونات والدعوات',
    load: () => import('../features/admin/offers.page.tsx'),
  },
  {
    path: 'topics',
    title: 'الموضوعات',
    about: 'موضوعات الحصص.',
    nav: 'الموضوعات',
    load: () => import('../features/admin/topics.page.tsx'),
  },
  {
    path: 'reports',
    title: 'البلاغات',
    about: 'بلاغات المستخدمين ومرفقاتها.',
    nav: 'البلاغات',
    load: () => import('../features/admin/reports.page.tsx'),
  },
  {
    path: 'contact-requests',
    title: 'رسائل التواصل',
    about: 'رسائل صفحة التواصل معنا.',
    nav: 'رسائل التواصل',
    load: () => import('../features/admin/contact-requests.page.tsx'),
  },
  {
    path: 'media',
    title: 'الملفات',
    about: 'الملفات المرفوعة ومين رفعها.',
    nav: 'الملفات',
    load: () => import('../features/admin/media.page.tsx'),
  },
  {
    path: 'server-stats',
    title: 'حالة السيرفر',
    about: 'الاتصالات والذاكرة والطلبات في الثانية.',
    nav: 'حالة السيرفر',
    load: () => import('../features/admin/server-stats.page.tsx'),
  },
  {
    path: 'cache',
    title: 'الكاش',
    about: 'تفريغ كاش المدرّسين.',
    nav: 'الكاش',
    load: () => import('../features/admin/cache.page.tsx'),
  },
  {
    path: 'platform-settings',
    title: 'إعدادات المنصة',
    about: 'التجديد والمهلة وحدود الفيديو والسحب والإلغاء.',
    nav: 'إعدادات المنصة',
    load: () => import('../features/admin/platform-settings.page.tsx'),
  },
  {
    path: 'audit-log',
    title: 'سجل التغييرات',
    about: 'مين غيّر إيه وإمتى.',
    nav: 'سجل التغييرات',
    load: () => import('../features/admin/audit-log.page.tsx'),
  },
  {
    path: 'user-settings',
    title: 'إعدادات الحساب',
    about: 'حسابك في الإدارة.',
    nav: 'إعدادات الحساب',
    load: () => import('../features/admin/user-settings.page.tsx'),
  },
];
