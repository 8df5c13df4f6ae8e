import { formatNumber } from '../../lib/format.ts';
import type { LessonPhase } from './lesson-rules.ts';

const n = formatNumber;

/** Every string of the lesson screens and lesson toasts. Error texts come from the shared catalogue. */
export const lessonsText = {
  minutes: (m: number) => `${n(m)} دقيقة`,
  with: (name: string) => `مع ${name}`,
  from: (start: string, end: string) => `من ${start} لـ ${end}`,
  phase: {
    upcoming: 'قادمة',
    live: 'شغّالة دلوقتي',
    ended: 'خلصت',
    cancelled: 'اتلغت',
  } satisfies Record<LessonPhase, string>,
  cancelledBy: {
    you: 'إنت لغيتها',
    other: (name: string) => `${name} لغاها`,
    platform: 'كلام لغتها',
  },
  details: 'التفاصيل',
  join: 'ادخل الحصة',
  retry: 'حاول تاني',
  upcoming: {
    title: 'الحصص القادمة',
    subtitle: 'حصصك المحجوزة. تقدر تلغي أو تغيّر الميعاد لحد ما الحصة تبدأ.',
    empty: 'مفيش حصص قادمة',
    emptyBody: 'اختار مدرّس واحجز حصتك الجاية في ميعاد يناسبك.',
    findTutor: 'دوّر على مدرّس',
    more: 'حصص أكتر',
  },
  schedule: {
    title: 'جدول حصصي',
    subtitle: 'حصص الأسبوع من الأحد للسبت، بتوقيت القاهرة.',
    thisWeek: 'الأسبوع ده',
    previous: 'الأسبوع اللي فات',
    next: 'الأسبوع اللي بعده',
    weekOf: (from: string, to: string) => `من ${from} لـ ${to}`,
    today: 'النهارده',
    free: 'مفيش حصص',
    empty: 'مفيش حصص في الأسبوع ده',
    book: 'احجز حصة',
  },
  lesson: {
    title: 'تفاصيل الحصة',
    back: 'كل حصصي',
    notFound: 'الحصة دي مش موجودة أو مش من حصصك.',
    notSaved: 'الحصة دي مش محفوظة على جهازك',
    notSavedBody: 'محتاجين إنترنت عشان نجيب تفاصيلها. اتصل بالنت وافتحها تاني.',
    offlineChanges: 'إلغاء الحصة وتغيير ميعادها محتاجين إنترنت. اتصل بالنت وجرّب تاني.',
    date: 'اليوم',
    time: 'الوقت',
    duration: 'المدة',
    status: 'الحالة',
    bookedAt: 'اتحجزت',
    cancelledAt: 'اتلغت',
    startsIn: (rel: string) => `الحصة ${rel}.`,
    roomOpensSoon: 'غرفة الحصة بتفتح قبل الميعاد بعشر دقايق.',
    move: 'غيّر الميعاد',
    cancel: 'الغي الحصة',
    freeUntil: (when: string) => `الإلغاء أو تغيير الميعاد مجاني لحد ${when}، والدقايق بترجعلك.`,
    lateNow: 'فاضل أقل من ساعتين على الحصة: لو لغيتها دلوقتي دقايقها هتتحسب من الأسبوع.',
    tutorCancels: 'لو لغيت الحصة، الطالب هيرجعله دقايقها.',
    moveIsStudents: 'تغيير الميعاد بيكون من الطالب؛ تقدر تلغي الحصة لو مش هتقدر تحضرها.',
    locked: 'الحصة دي مبقتش تتغيّر.',
    chat: 'الرسائل',
    tutorProfile: 'ملف المدرّس',
  },
  cancelDialog: {
    title: 'تلغي الحصة؟',
    free: 'الحصة هتتلغي والدقايق هترجع لرصيد الأسبوع.',
    late: 'الحصة هتتلغي، بس دقايقها هتتحسب لأن فاضل أقل من ساعتين.',
    confirm: 'أيوه، الغي الحصة',
    keep: 'لا، خليها',
    done: 'اتلغت الحصة',
  },
  events: {
    view: 'عرض',
    booked: 'اتحجزت حصة جديدة',
    rebooked: 'اتغيّر ميعاد حصة',
    cancelled: {
      you: 'اتلغت الحصة',
      other: 'المدرّس لغى الحصة',
      platform: 'كلام لغت الحصة',
    },
    bookedBody: (name: string, day: string, time: string) =>
      `حصتك مع ${name} يوم ${day} الساعة ${time}.`,
    movedBody: (name: string, day: string, time: string) =>
      `حصتك مع ${name} بقت يوم ${day} الساعة ${time}.`,
    cancelledBody: (name: string, day: string, time: string) =>
      `حصتك مع ${name} يوم ${day} الساعة ${time} اتلغت.`,
    minutesBack: 'ودقايقها رجعتلك.',
  },
} as const;
