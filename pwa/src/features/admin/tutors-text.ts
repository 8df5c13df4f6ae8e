import { byGender, gendered, type Gender, type Gendered } from '@kalam/shared';
import { STEP_NAMES } from './step-names.ts';

/** The admin's words for the tutors list and one tutor's page (ARABIC.md). */

/** A tutor's figures on the admin tutor page, about the tutor in their gender. */
export const tutorStats = (tutor: Gendered): Record<string, string> => ({
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
});

export const tutorsText = {
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
    'demo-session': 'جلسة تجريبية',
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
};
