import { count } from '@kalam/shared';

/** Every string the schedule-management screen shows. Error texts come from the shared catalogue. */
export const scheduleText = {
  title: 'إدارة المواعيد',
  subtitle:
    `حدّد الأوقات اللي تقدر تدرّس فيها كل أسبوع. الطلاب بيحجزوا حصص ${count('minutes', 15)} أو ${count('minutes', 30)} جوّه الأوقات دي بس.`,
  zone: (zone: string) =>
    zone === 'Africa/Cairo' ? 'المواعيد بتوقيت القاهرة.' : `المواعيد بتوقيت ${zone}.`,
  days: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'] as const,
  from: 'من',
  to: 'إلى',
  startOf: (day: string, n: string) => `بداية الفترة ${n} يوم ${day}`,
  endOf: (day: string, n: string) => `نهاية الفترة ${n} يوم ${day}`,
  endOfDay: 'منتصف الليل',
  addRange: 'أضف فترة',
  addRangeTo: (day: string) => `أضف فترة يوم ${day}`,
  removeRange: (day: string, n: string) => `احذف الفترة ${n} يوم ${day}`,
  dayOff: 'مش متاح اليوم ده',
  dayFull: 'اليوم كله متاح',
  hours: (h: number) => count('hours', h),
  minutes: (m: number) => count('minutes', m),
  weekTotal: (h: number) => `إجمالي وقتك المتاح: ${count('hours', h)} في الأسبوع`,
  save: 'حفظ المواعيد',
  undo: 'تراجع عن التعديلات',
  saved: 'اتحفظت مواعيدك',
  savedBody: 'الطلاب هيشوفوا المواعيد الجديدة على طول.',
  unsaved: 'عندك تعديلات لسه ما اتحفظتش.',
  fixFirst: 'صلّح الفترات اللي عليها علامة حمرا الأول.',
  booked: 'حصص محجوزة اليوم ده',
  bookedLesson: (time: string, student: string) => `${time} مع ${student}`,
  uncovered: 'برّه مواعيدك الجديدة',
  someone: 'طالب',
  conflict: {
    title: 'ما قدرناش نحفظ المواعيد',
    lead: 'التعديل ده هيشيل وقت فيه حصص محجوزة، فما اتغيّرش حاجة. الحصص اللي مانعة الحفظ:',
    lesson: (student: string, when: string, minutes: number) =>
      `حصة مع ${student} — ${when} (${count('minutes', minutes)})`,
    howTo: 'خلّي وقت الحصة جوّه مواعيدك واحفظ تاني، أو افتح الحصة وألغِها الأول لو مش هتقدر تحضرها.',
    keep: 'رجّع وقت الحصة لمواعيدي',
    open: 'افتح الحصة',
    resolved: 'مواعيدك دلوقتي بتغطي الحصص دي. تقدر تحفظ تاني.',
    unknown: 'فيه حصص محجوزة في الوقت اللي شلته.',
  },
  loadFailed: 'ما قدرناش نجيب مواعيدك.',
  retry: 'حاول تاني',
} as const;
