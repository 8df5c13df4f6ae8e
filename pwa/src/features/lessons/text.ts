import { byGender, count, gendered, type Gendered } from '@kalam/shared';
import type { LessonPhase } from './lesson-rules.ts';

/** Every string of the lesson screens and lesson toasts. Error texts come from the shared catalogue. */
export const lessonsText = {
  minutes: (m: number) => count('minutes', m),
  with: (name: string) => `مع ${name}`,
  from: (start: string, end: string) => `من ${start} لـ ${end}`,
  phase: {
    upcoming: 'قادمة',
    live: 'شغّالة دلوقتي',
    ended: 'خلصت',
    cancelled: 'اتلغت',
  } satisfies Record<LessonPhase, string>,
  cancelledBy: {
    you: byGender('إنتي لغيتيها', 'إنت لغيتها'),
    /** A lesson names its members without their gender: unknown reads «من ناحية أحمد». */
    other: (name: string, person: Gendered) =>
      gendered(person, {
        female: `${name} لغتها`,
        male: `${name} لغاها`,
        other: `من ناحية ${name}`,
      }),
    platform: 'كلام لغتها',
    /** The tutor never came: the server cancelled it at its end (decisions 240, 242). */
    absent: {
      /** After the row's «اتلغت <when>»: why, in the reader's words. */
      tutor: byGender('عشان ما دخلتيش الحصة', 'عشان ما دخلتش الحصة'),
      /** The lesson carries no gender of its tutor: «غياب» says it without a gendered verb. */
      student: (name: string) => `بسبب غياب ${name}`,
    },
  },
  details: 'التفاصيل',
  join: byGender('ادخلي الحصة', 'ادخل الحصة'),
  retry: byGender('حاولي تاني', 'حاول تاني'),
  upcoming: {
    title: 'الحصص القادمة',
    subtitle: byGender(
      'حصصك المحجوزة. تقدري تلغي أو تغيّري الميعاد لحد ما الحصة تبدأ.',
      'حصصك المحجوزة. تقدر تلغي أو تغيّر الميعاد لحد ما الحصة تبدأ.',
    ),
    empty: 'مفيش حصص قادمة',
    emptyBody: byGender(
      'اختاري مدرّس واحجزي حصتك الجاية في ميعاد يناسبك.',
      'اختار مدرّس واحجز حصتك الجاية في ميعاد يناسبك.',
    ),
    findTutor: byGender('دوّري على مدرّس', 'دوّر على مدرّس'),
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
    book: byGender('احجزي حصة', 'احجز حصة'),
  },
  lesson: {
    title: 'تفاصيل الحصة',
    back: 'كل حصصي',
    notFound: 'الحصة دي مش موجودة أو مش من حصصك.',
    notSaved: 'الحصة دي مش محفوظة على جهازك',
    notSavedBody: byGender(
      'محتاجين إنترنت عشان نجيب تفاصيلها. اتصلي بالنت وافتحيها تاني.',
      'محتاجين إنترنت عشان نجيب تفاصيلها. اتصل بالنت وافتحها تاني.',
    ),
    offlineChanges: byGender(
      'إلغاء الحصة وتغيير ميعادها محتاجين إنترنت. اتصلي بالنت وجرّبي تاني.',
      'إلغاء الحصة وتغيير ميعادها محتاجين إنترنت. اتصل بالنت وجرّب تاني.',
    ),
    date: 'اليوم',
    time: 'الوقت',
    duration: 'المدة',
    status: 'الحالة',
    bookedAt: 'اتحجزت',
    cancelledAt: 'اتلغت',
    startsIn: (rel: string) => `الحصة ${rel}.`,
    roomOpensSoon: 'غرفة الحصة بتفتح قبل الميعاد بعشر دقايق.',
    move: byGender('غيّري الميعاد', 'غيّر الميعاد'),
    cancel: 'ألغِ الحصة',
    freeUntil: (when: string) => `الإلغاء أو تغيير الميعاد مجاني لحد ${when}، والدقايق بترجعلك.`,
    /** `span`: the free-cancellation window in force, in words («ساعتين»), decision 275. */
    lateNow: (reader: Gendered, span: string) =>
      gendered(reader, {
        female: `فاضل أقل من ${span} على الحصة: لو لغيتيها دلوقتي دقايقها هتتحسب من الأسبوع.`,
        male: `فاضل أقل من ${span} على الحصة: لو لغيتها دلوقتي دقايقها هتتحسب من الأسبوع.`,
      }),
    /** To the tutor, of the lesson's student by name (no «الطالب هيرجعله» for سارة). */
    tutorCancels: (student: string, reader: Gendered) =>
      gendered(reader, {
        female: `لو لغيتي الحصة، دقايقها هترجع لرصيد ${student}.`,
        male: `لو لغيت الحصة، دقايقها هترجع لرصيد ${student}.`,
      }),
    moveIsStudents: byGender(
      'تغيير الميعاد بيكون من الطالب؛ تقدري تلغي الحصة لو مش هتقدري تحضريها.',
      'تغيير الميعاد بيكون من الطالب؛ تقدر تلغي الحصة لو مش هتقدر تحضرها.',
    ),
    locked: 'الحصة دي مبقتش تتغيّر.',
    /** Under a cancelled lesson, to its student: what became of its minutes. */
    minutesCounted: (span: string) =>
      `دقايقها اتحسبت من الأسبوع، لأنها اتلغت قبل الميعاد بأقل من ${span}.`,
    minutesBack: 'دقايقها رجعت لرصيد الأسبوع.',
    tutorProfile: 'ملف المدرّس',
    /** The lesson names its tutor without a gender: «قيّمي أحمد حسن», by name. */
    rate: (tutor: string, reader: Gendered) =>
      gendered(reader, {
        female: `قيّمي ${tutor}`,
        male: `قيّم ${tutor}`,
        other: `تقييم ${tutor}`,
      }),
  },
  cancelDialog: {
    title: 'تلغي الحصة؟',
    free: 'الحصة هتتلغي والدقايق هترجع لرصيد الأسبوع.',
    late: (span: string) => `الحصة هتتلغي، بس دقايقها هتتحسب لأن فاضل أقل من ${span}.`,
    confirm: 'أيوه، ألغِ الحصة',
    keep: 'لا، خليها',
    done: 'اتلغت الحصة',
  },
  events: {
    view: 'عرض',
    booked: 'اتحجزت حصة جديدة',
    rebooked: 'اتغيّر ميعاد حصة',
    cancelled: {
      you: 'اتلغت الحصة',
      /** Who cancelled, said without a gendered verb: the lesson does not carry their gender. */
      other: 'الحصة اتلغت من المدرّس',
      /** The same, read by the tutor: the student cancelled. */
      otherStudent: 'الحصة اتلغت من الطالب',
      platform: 'كلام لغت الحصة',
      /** The tutor never came (decision 242): read by the tutor, then by the student. */
      absentTutor: 'الحصة اتلغت بسبب غيابك',
      absentStudent: 'الحصة اتلغت بسبب غياب المدرّس',
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
