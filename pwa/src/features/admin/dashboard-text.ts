import { STEP_NAMES } from './step-names.ts';

/** The admin overview's words (ARABIC.md). */

/** «This week» is Cairo's from Sunday's midnight on every card, and says so (decision 267). */
export const dashboardText = {
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
  /** Students only, as the card above it counts (not tutors or staff). */
  signupsChart: 'الطلاب الجداد آخر ١٤ يوم',
};
