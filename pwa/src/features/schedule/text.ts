import { byGender, count, gendered, type Gendered } from '@kalam/shared';
import { WEEKDAY_NAMES } from '../../lib/format.ts';

/** Every string the schedule-management screen shows. Error texts come from the shared catalogue. */
export const scheduleText = {
  title: 'إدارة المواعيد',
  subtitle: byGender(
    `حدّدي الأوقات اللي تقدري تدرّسي فيها كل أسبوع. الطلاب بيحجزوا حصص ${count('minutes', 15)} أو ${count('minutes', 30)} جوّه الأوقات دي بس.`,
    `حدّد الأوقات اللي تقدر تدرّس فيها كل أسبوع. الطلاب بيحجزوا حصص ${count('minutes', 15)} أو ${count('minutes', 30)} جوّه الأوقات دي بس.`,
  ),
  /** A tutor manager's hours are for the applicants' calls, not for lessons. */
  managerSubtitle: byGender(
    'حدّدي الأوقات اللي تقدري تعملي فيها مقابلات كل أسبوع. المتقدّمين بيحجزوا المقابلات والجلسات التجريبية جوّه الأوقات دي بس.',
    'حدّد الأوقات اللي تقدر تعمل فيها مقابلات كل أسبوع. المتقدّمين بيحجزوا المقابلات والجلسات التجريبية جوّه الأوقات دي بس.',
  ),
  zone: (zone: string) =>
    zone === 'Africa/Cairo' ? 'المواعيد بتوقيت القاهرة.' : `المواعيد بتوقيت ${zone}.`,
  days: WEEKDAY_NAMES,
  from: 'من',
  to: 'إلى',
  startOf: (day: string, n: string) => `بداية الفترة ${n} يوم ${day}`,
  endOf: (day: string, n: string) => `نهاية الفترة ${n} يوم ${day}`,
  endOfDay: 'منتصف الليل',
  addRange: byGender('أضيفي فترة', 'أضف فترة'),
  addRangeTo: (day: string, r: Gendered) =>
    gendered(r, { female: `أضيفي فترة يوم ${day}`, male: `أضف فترة يوم ${day}` }),
  removeRange: (day: string, n: string, r: Gendered) =>
    gendered(r, { female: `احذفي الفترة ${n} يوم ${day}`, male: `احذف الفترة ${n} يوم ${day}` }),
  dayOff: 'مش متاح اليوم ده',
  dayFull: 'اليوم كله متاح',
  hours: (h: number) => count('hours', h),
  minutes: (m: number) => count('minutes', m),
  weekTotal: (h: number) => `إجمالي وقتك المتاح: ${count('hours', h)} في الأسبوع`,
  save: 'حفظ المواعيد',
  undo: 'تراجع عن التعديلات',
  saved: 'اتحفظت مواعيدك',
  savedBody: 'الطلاب هيشوفوا المواعيد الجديدة على طول.',
  /** A tutor manager's hours are booked by applicants, not students. */
  managerSavedBody: 'المتقدّمين هيشوفوا المواعيد الجديدة على طول.',
  unsaved: 'عندك تعديلات لسه ما اتحفظتش.',
  fixFirst: byGender(
    'صلّحي الفترات اللي عليها علامة حمرا الأول.',
    'صلّح الفترات اللي عليها علامة حمرا الأول.',
  ),
  booked: 'حصص محجوزة اليوم ده',
  bookedLesson: (time: string, student: string) => `${time} مع ${student}`,
  uncovered: 'برّه مواعيدك الجديدة',
  someone: 'طالب',
  conflict: {
    title: 'ما قدرناش نحفظ المواعيد',
    lead: 'التعديل ده هيشيل وقت فيه حصص محجوزة، فما اتغيّرش حاجة. الحصص اللي مانعة الحفظ:',
    lesson: (student: string, when: string, minutes: number) =>
      `حصة مع ${student} — ${when} (${count('minutes', minutes)})`,
    howTo: byGender(
      'خلّي وقت الحصة جوّه مواعيدك واحفظي تاني، أو افتحي الحصة وألغيها الأول لو مش هتقدري تحضريها.',
      'خلّي وقت الحصة جوّه مواعيدك واحفظ تاني، أو افتح الحصة وألغِها الأول لو مش هتقدر تحضرها.',
    ),
    keep: 'رجّع وقت الحصة لمواعيدي',
    open: byGender('افتحي الحصة', 'افتح الحصة'),
    resolved: byGender(
      'مواعيدك دلوقتي بتغطي الحصص دي. تقدري تحفظي تاني.',
      'مواعيدك دلوقتي بتغطي الحصص دي. تقدر تحفظ تاني.',
    ),
    unknown: byGender('فيه حصص محجوزة في الوقت اللي شلتيه.', 'فيه حصص محجوزة في الوقت اللي شلته.'),
  },
  loadFailed: 'ما قدرناش نجيب مواعيدك.',
  retry: byGender('حاولي تاني', 'حاول تاني'),
} as const;
