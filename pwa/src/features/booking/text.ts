import type { WayForward } from './booking-problems.ts';
import {
  byGender,
  count,
  errorMessage,
  gendered,
  PART_OF_DAY_NAMES,
  say,
  type ErrorCode,
  type Gendered,
} from '@kalam/shared';
import { formatNumber } from '../../lib/numbers.ts';
import { withBi } from '../../lib/span-words.ts';

const n = formatNumber;

/** Every string of the tutor profile and the book-lesson dialog. Error texts come from the shared catalogue. */
export const bookingText = {
  back: 'كل المدرّسين',
  titleSuffix: (gender: string) => `${say('tutorRole', { gender })} إنجليزي في كلام`,
  notFound: 'المدرّس ده مش موجود أو مش متاح دلوقتي.',
  retry: byGender('حاولي تاني', 'حاول تاني'),
  rating: (avg: number, total: number) =>
    total > 0 ? `${n(avg)} من ٥ (${count('reviews', total)})` : 'لسه مفيش تقييمات',
  lessons: (total: number, gender: string) => say('lessonsTaught', { count: total, gender }),
  /** To the reader in their gender: «احجزي حصة». */
  bookAs: (gender: string) => `${say('book', { gender })} حصة`,
  /** Beside a student's disabled «احجز حصة» while she holds a booked lesson (spec §6, the FAQ's reason). */
  limit: {
    why: byGender(
      'عندك حصة محجوزة. الحجز حصة واحدة في المرة علشان المواعيد تفضل متاحة للكل، وتقدري تحجزي اللي بعدها أول ما تخلص.',
      'عندك حصة محجوزة. الحجز حصة واحدة في المرة علشان المواعيد تفضل متاحة للكل، وتقدر تحجز اللي بعدها أول ما تخلص.',
      'عندك حصة محجوزة. الحجز حصة واحدة في المرة علشان المواعيد تفضل متاحة للكل، وحجز اللي بعدها بيتفتح أول ما تخلص.',
    ),
    see: byGender('شوفي حصتك', 'شوف حصتك', 'تفاصيل حصتك'),
  },
  tabs: { label: 'عن المدرّس', profile: 'الملف', reviews: 'التقييمات' },
  about: 'نبذة',
  noAbout: byGender('المدرّسة لسه ما كتبتش نبذة عن نفسها.', 'المدرّس لسه ما كتبش نبذة عن نفسه.'),
  specialities: byGender('بتدرّس إيه', 'بيدرّس إيه'),
  noTopics: byGender('لسه ما حددتش موضوعات.', 'لسه ما حددش موضوعات.'),
  video: 'فيديو تعريفي',
  noVideo: 'لسه مفيش فيديو تعريفي.',
  reviews: {
    empty: 'لسه مفيش تقييمات',
    emptyBody: 'أول ما الطلاب يقيّموا حصصهم مع المدرّس هتلاقي آراءهم هنا.',
    anonymous: 'طالب في كلام',
    more: 'تقييمات أكتر',
    stars: (value: number) => `${n(value)} من ٥ نجوم`,
  },
  dialog: {
    /** The dialog's name, the same for every reader: «حجز حصة مع أحمد» (decision 290). */
    title: (name: string) => `حجز حصة مع ${name}`,
    moveTitle: (name: string, r: Gendered) =>
      gendered(r, { female: `غيّري ميعاد حصتك مع ${name}`, male: `غيّر ميعاد حصتك مع ${name}` }),
    steps: ['اليوم', 'المدة', 'الميعاد', 'التأكيد'],
    stepOf: (i: number, total: number) => `الخطوة ${n(i)} من ${n(total)}`,
    back: 'رجوع',
    next: 'التالي',
    pickDay: byGender('اختاري اليوم', 'اختار اليوم'),
    weekNote: 'الحجز متاح لحد آخر السبت ده بس، والأسبوع الجاي بيفتح يوم الأحد.',
    /** Every day of the booking week is full or off: said once, with a way to another tutor. */
    noTimesThisWeek: (tutor: string) => `مفيش مواعيد فاضية مع ${tutor} الأسبوع ده.`,
    today: 'النهارده',
    noTimes: 'مفيش مواعيد',
    times: (total: number) => count('slots', total),
    pickDuration: 'مدة الحصة',
    minutes: (m: number) => count('minutes', m),
    durationHint: { 15: 'مراجعة سريعة أو سؤال محدد', 30: 'حصة كاملة: محادثة وتصحيح' } as Record<
      number,
      string
    >,
    remaining: (m: number) => say('minutesLeft', { count: m }),
    pickTime: byGender('اختاري الميعاد', 'اختار الميعاد'),
    timesFor: (day: string) => `المواعيد الفاضية يوم ${day}`,
    checking: 'بنتأكد من المواعيد الفاضية…',
    noFreeTimes: 'مفيش مواعيد فاضية في اليوم ده بالمدة دي.',
    noFreeTimesBody: byGender(
      `جرّبي يوم تاني أو حصة ${count('minutes', 15)}.`,
      `جرّب يوم تاني أو حصة ${count('minutes', 15)}.`,
    ),
    zoneNote: 'المواعيد بتوقيت القاهرة.',
    /** The headings over the day's times: the same names the times themselves end in. */
    parts: PART_OF_DAY_NAMES,
    confirmTitle: byGender('راجعي الحجز', 'راجع الحجز'),
    tutor: 'المدرّس',
    when: 'اليوم',
    time: 'الوقت',
    duration: 'المدة',
    from: (start: string, end: string) => `من ${start} لـ ${end}`,
    deducted: (m: number) => `هيتخصم ${count('minutes', m)} من دقايق الأسبوع.`,
    /** A lesson moved to a longer one: only the added minutes are taken. */
    deductedMore: (m: number) => `هيتخصم ${count('minutes', m)} زيادة من دقايق الأسبوع.`,
    /** A lesson moved to a shorter one: the minutes it no longer takes come back. */
    givenBack: (m: number) => `${count('minutes', m)} هترجع لرصيد الأسبوع.`,
    /** `span`: the free-cancellation window in force, in words («ساعتين»), decision 275. */
    cancelRule: (reader: Gendered, span: string) =>
      gendered(reader, {
        female: `تقدري تلغي أو تغيّري الميعاد مجانًا لحد قبل الحصة ${withBi(span)}، والدقايق ترجعلك.`,
        male: `تقدر تلغي أو تغيّر الميعاد مجانًا لحد قبل الحصة ${withBi(span)}، والدقايق ترجعلك.`,
      }),
    cancelRuleLate: (reader: Gendered, span: string) =>
      gendered(reader, {
        female: `الحصة بعد أقل من ${span}: لو لغيتيها أو غيّرتي ميعادها، دقايقها مش هترجعلك.`,
        male: `الحصة بعد أقل من ${span}: لو لغيتها أو غيّرت ميعادها، دقايقها مش هترجعلك.`,
      }),
    confirm: 'تأكيد الحجز',
    confirmMove: 'تأكيد الميعاد الجديد',
    booked: 'تم حجز الحصة',
    moved: 'اتغيّر ميعاد الحصة',
    bookedBody: (tutor: string, day: string, time: string) =>
      `حصتك مع ${tutor} يوم ${day} الساعة ${time}.`,
    bookedRange: (tutor: string, day: string, from: string, to: string) =>
      `حصتك مع ${tutor} يوم ${day} من ${from} لـ ${to}.`,
    viewLesson: 'تفاصيل الحصة',
    dashboard: byGender('روحي للوحتي', 'روح للوحتي'),
    close: 'تمام',
    problemTitle: 'مش هينفع نكمّل الحجز',
  },
  /**
   * The refusals that speak to the student, in her form; his is the catalogue's own message
   * (one source), except the e-mail, which the app calls «الإيميل» (decision 208).
   */
  problems: {
    'subscription-required': byGender(
      'محتاجة باقة شغّالة عشان تحجزي. اختاري باقة الأول.',
      errorMessage('subscription-required'),
    ),
    'unverified-phone': byGender('أكّدي رقم موبايلك الأول.', errorMessage('unverified-phone')),
    'phone-required': byGender('ضيفي رقم موبايلك الأول.', errorMessage('phone-required')),
    'unverified-email': byGender('أكّدي إيميلك الأول.', 'أكّد إيميلك الأول.'),
    'api-invalid-user-name': byGender(
      'اكتبي اسمك الأول واسم العيلة.',
      errorMessage('api-invalid-user-name'),
    ),
    // Of the time, not of «المدرّس»: the tutor may be a woman (decision 227).
    'busy-tutor': byGender(
      'الوقت ده مبقاش فاضي، اختاري وقت تاني.',
      'الوقت ده مبقاش فاضي، اختار وقت تاني.',
    ),
    'lesson-time-passed': byGender(
      'الميعاد ده فات أو قريب أوي عن مهلة المدرّس، اختاري وقت بعده.',
      errorMessage('lesson-time-passed'),
    ),
    'reached-booking-limit': byGender(
      'عندك حصة محجوزة، تقدري تحجزي اللي بعدها أول ما تخلص.',
      errorMessage('reached-booking-limit'),
    ),
  } satisfies Partial<Record<ErrorCode, (r: Gendered) => string>> as Partial<
    Record<ErrorCode, (r: Gendered) => string>
  >,
  ways: {
    plans: byGender('اختاري باقة', 'اختار باقة'),
    'verify-phone': byGender('أكّدي رقم موبايلك', 'أكّد رقم موبايلك'),
    'verify-email': byGender('أكّدي إيميلك', 'أكّد إيميلك'),
    'fix-name': byGender('اكتبي اسمك بالكامل', 'اكتب اسمك بالكامل'),
    'pick-time': byGender('اختاري ميعاد تاني', 'اختار ميعاد تاني'),
    'pick-day': byGender('اختاري يوم تاني', 'اختار يوم تاني'),
    'pick-shorter': byGender('احجزي ١٥ دقيقة بدلها', 'احجز ١٥ دقيقة بدلها'),
    'my-lessons': byGender('شوفي حصصك', 'شوف حصصك'),
    'other-tutor': byGender('دوّري على مدرّس تاني', 'دوّر على مدرّس تاني'),
    retry: byGender('حاولي تاني', 'حاول تاني'),
  } satisfies Record<WayForward, (r: Gendered) => string>,
} as const;
