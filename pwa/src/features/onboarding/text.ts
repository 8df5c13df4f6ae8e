import {
  byGender,
  gendered,
  type Gendered,
  count,
  type OnboardingMissing,
  type OnboardingStep,
  type OnboardingStepState,
} from '@kalam/shared';
import { videoSpan } from '../../lib/video-span.ts';
import { TODAY_CALLS_TITLE } from './today-title.ts';

/** Every string the onboarding screens show (colloquial Egyptian). Error texts come from the catalogue. */
export const onboardingText = {
  /*
   * An applicant signs up saying no gender, and may never fill in «النوع»: every line she reads
   * on her home and on these steps has a third form that needs none (ARABIC.md; 248, 284).
   */
  page: {
    title: 'خطوات الانضمام',
    subtitle: byGender(
      'أربع خطوات بالترتيب، وبعدها الطلاب يشوفوكي ويحجزوا معاكي.',
      'أربع خطوات بالترتيب، وبعدها الطلاب يشوفوك ويحجزوا معاك.',
      'أربع خطوات بالترتيب، وبعدها الملف بيظهر للطلاب ويقدروا يحجزوا.',
    ),
    activated: byGender(
      'مبروك! حسابك اتفعّل والطلاب يقدروا يلاقوكي ويحجزوا معاكي دلوقتي.',
      'مبروك! حسابك اتفعّل والطلاب يقدروا يلاقوك ويحجزوا معاك دلوقتي.',
      'مبروك! الحساب اتفعّل والطلاب يقدروا يلاقوا الملف ويحجزوا دلوقتي.',
    ),
    /** Activated is not bookable yet: students book only inside her weekly hours. */
    scheduleLink: byGender(
      'حدّدي مواعيدك الأسبوعية',
      'حدّد مواعيدك الأسبوعية',
      'تحديد المواعيد الأسبوعية',
    ),
    manual: byGender(
      'حسابك مضاف من الإدارة، مش محتاجة خطوات الانضمام.',
      'حسابك مضاف من الإدارة، مش محتاج خطوات الانضمام.',
      'حسابك مضاف من الإدارة، وخطوات الانضمام مش مطلوبة منه.',
    ),
    /** The way home from the page when there are no steps to take (the menu's name for it). */
    dashboardLink: 'لوحتي',
    missingTitle: 'لسه ناقص',
    profileLink: byGender('كمّلي ملفك', 'كمّل ملفك', 'استكمال الملف'),
    accountLink: 'إعدادات الحساب',
  },
  steps: {
    'intro-video': {
      title: 'الفيديو التعريفي',
      about: byGender(
        'فيديو قصير تعرّفي فيه نفسك بالإنجليزي.',
        'فيديو قصير تعرّف فيه نفسك بالإنجليزي.',
        'فيديو تعريفي قصير بالإنجليزي.',
      ),
    },
    interview: {
      title: 'المقابلة',
      about: 'مقابلة إنجليزي نص ساعة مع مسؤول المقابلات.',
    },
    'demo-session': {
      title: 'الجلسة التجريبية',
      about: byGender(
        'جلسة تجريبية نص ساعة تشرحي فيها.',
        'جلسة تجريبية نص ساعة تشرح فيها.',
        'جلسة تجريبية نص ساعة فيها شرح منك.',
      ),
    },
    'photo-session': {
      title: 'جلسة التصوير',
      about: 'الاستوديو بيصوّرك صورة وفيديو للملف بتاعك.',
    },
  } satisfies Record<
    OnboardingStep,
    { title: string; about: string | ((reader: Gendered) => string) }
  >,
  /**
   * A step's state on its badge, agreeing with the step's name: «الفيديو» is masculine
   * (اترفض، خلص), «المقابلة» and the two «جلسة» steps feminine (اترفضت، خلصت، محجوزة).
   */
  stateOf: (step: OnboardingStep, state: OnboardingStepState): string =>
    ({
      locked: 'بعد الخطوة اللي قبلها',
      todo: 'عليك الدور',
      waiting: 'مستنيين',
      ...(step === 'intro-video'
        ? { booked: 'محجوز', refused: 'اترفض', passed: 'خلص' }
        : { booked: 'محجوزة', refused: 'اترفضت', passed: 'خلصت' }),
    })[state],
  missing: {
    'verified-email': 'تأكيد الإيميل',
    'verified-phone': 'تأكيد رقم الموبايل',
    bio: 'النبذة',
    about: 'التعريف',
    'intro-video': 'الفيديو التعريفي',
    interview: 'المقابلة',
    'demo-session': 'الجلسة التجريبية',
    'photo-session': 'جلسة التصوير',
  } satisfies Record<OnboardingMissing, string>,
  video: {
    bounds: (min: number, max: number, r: Gendered) =>
      gendered(r, {
        female: `سجّلي فيديو من ${videoSpan(min)} لـ ${videoSpan(max)}: عرّفي نفسك، خبرتك، وإزاي بتدرّسي.`,
        male: `سجّل فيديو من ${videoSpan(min)} لـ ${videoSpan(max)}: عرّف نفسك، خبرتك، وإزاي بتدرّس.`,
        other: `فيديو من ${videoSpan(min)} لـ ${videoSpan(max)}: تعريف بنفسك، خبرتك، وطريقة تدريسك.`,
      }),
    record: byGender('سجّلي من الكاميرا', 'سجّل من الكاميرا', 'التسجيل من الكاميرا'),
    pick: byGender('اختاري فيديو من جهازك', 'اختار فيديو من جهازك', 'اختيار فيديو من الجهاز'),
    countdown: 'هنبدأ التسجيل بعد',
    recording: 'بيسجّل',
    stop: byGender('وقّفي التسجيل', 'وقّف التسجيل', 'إيقاف التسجيل'),
    preview: byGender(
      'اتفرّجي على الفيديو قبل ما تبعتيه',
      'اتفرّج على الفيديو قبل ما تبعته',
      'الفيديو قبل ما يتبعت',
    ),
    retake: byGender('سجّلي تاني', 'سجّل تاني', 'تسجيل من جديد'),
    send: byGender('ابعتي الفيديو', 'ابعت الفيديو', 'إرسال الفيديو'),
    sending: 'بيترفع',
    cancel: 'إلغاء الرفع',
    cancelled: byGender('لغيتي الرفع.', 'لغيت الرفع.', 'الرفع اتلغى.'),
    /** The server measured it out of the bounds in force: said with the bound (issue 40). */
    tooShort: (min: number) => `الفيديو أقصر من المسموح: لازم يكون ${videoSpan(min)} على الأقل.`,
    tooLong: (max: number) => `الفيديو أطول من المسموح: أطول مدة ${videoSpan(max)}.`,
    checking: 'الفيديو وصل، بنراجع مدته…',
    sent: 'الفيديو وصل وهيتراجع قريب.',
    waiting: 'فيديوك عند المراجعة، هنقولك أول ما يتراجع.',
    refused: 'الفيديو اترفض، والسبب:',
    retryAfter: (date: string, r: Gendered) =>
      gendered(r, {
        female: `تقدري تبعتي فيديو جديد من ${date}.`,
        male: `تقدر تبعت فيديو جديد من ${date}.`,
        other: `فيديو جديد ممكن يتبعت من ${date}.`,
      }),
    retryNow: byGender(
      'تقدري تبعتي فيديو جديد دلوقتي.',
      'تقدر تبعت فيديو جديد دلوقتي.',
      'فيديو جديد ممكن يتبعت دلوقتي.',
    ),
    passed: 'الفيديو اتقبل.',
    camera: 'الكاميرا',
    slowNet: 'لو النت فصل، الرفع بيكمّل من مكانه لوحده.',
  },
  booking: {
    pickDay: byGender('اختاري اليوم', 'اختار اليوم', 'اختيار اليوم'),
    /** The times are Cairo's whatever the applicant's device says (ARABIC.md: say the zone). */
    pickTime: byGender(
      'اختاري الساعة (بتوقيت القاهرة)',
      'اختار الساعة (بتوقيت القاهرة)',
      'اختيار الساعة (بتوقيت القاهرة)',
    ),
    none: byGender(
      'مفيش مواعيد فاضية الأسبوع ده، جرّبي تاني بكرة.',
      'مفيش مواعيد فاضية الأسبوع ده، جرّب تاني بكرة.',
      'مفيش مواعيد فاضية الأسبوع ده، وبكرة ممكن يبقى فيه.',
    ),
    bookInterview: byGender('احجزي المقابلة', 'احجز المقابلة', 'حجز المقابلة'),
    bookDemo: byGender('احجزي الجلسة التجريبية', 'احجز الجلسة التجريبية', 'حجز الجلسة التجريبية'),
    booked: (when: string) => `ميعادك ${when}`,
    enterInterview: byGender('ادخلي غرفة المقابلة', 'ادخل غرفة المقابلة', 'دخول غرفة المقابلة'),
    enterDemo: byGender('ادخلي غرفة الجلسة', 'ادخل غرفة الجلسة', 'دخول غرفة الجلسة'),
    /** On her dashboard before the join window (SESSION_EARLY_JOIN_MINUTES). */
    roomOpensSoon: 'الغرفة بتفتح قبل الميعاد بعشر دقايق.',
    cancel: 'ألغِ الميعاد',
    cancelConfirm: byGender(
      'متأكدة إنك عايزة تلغي الميعاد؟',
      'متأكد إنك عايز تلغي الميعاد؟',
      'الميعاد يتلغي أكيد؟',
    ),
    keep: 'لا، خلّيه',
    cancelled: 'الميعاد اتلغى.',
    refusedInterview: 'المقابلة ما عدّتش. ملاحظات الإدارة:',
    retryAfter: (date: string, r: Gendered) =>
      gendered(r, {
        female: `تقدري تقدّمي تاني من ${date}.`,
        male: `تقدر تقدّم تاني من ${date}.`,
        other: `التقديم تاني ممكن من ${date}.`,
      }),
    refusedDemo: byGender(
      'الجلسة التجريبية ما عدّتش، تقدري تحجزي واحدة تانية.',
      'الجلسة التجريبية ما عدّتش، تقدر تحجز واحدة تانية.',
      'الجلسة التجريبية ما عدّتش، وحجز واحدة تانية ممكن دلوقتي.',
    ),
    passed: (when: string) => `عدّت ${when}`,
    feedback: 'ملاحظات المقابلة',
    demoFeedback: 'ملاحظات الجلسة التجريبية',
    photoWaiting: byGender(
      'الاستوديو هيحدّد معاكي ميعاد التصوير ويبلّغك.',
      'الاستوديو هيحدّد معاك ميعاد التصوير ويبلّغك.',
      'الاستوديو هيحدّد ميعاد التصوير ويبلّغك.',
    ),
    photoBooked: (when: string) => `ميعاد التصوير ${when} في الاستوديو.`,
    /** Before the studio's address (a platform setting, issue 40). */
    studioAddress: 'عنوان الاستوديو',
    /**
     * The staff called the step's call off (decision 265): said before the picker (or the
     * studio's wait), so the tutor knows why the step is open again. «فريق كلام» does it, in
     * the masculine whoever pressed the button.
     */
    canceledByStaff: (step: 'interview' | 'demo-session' | 'photo-session', when: string) =>
      ({
        interview: `فريق كلام لغى المقابلة اللي كانت ${when}.`,
        'demo-session': `فريق كلام لغى الجلسة التجريبية اللي كانت ${when}.`,
        'photo-session': `الاستوديو لغى جلسة التصوير اللي كانت ${when}.`,
      })[step],
    locked: byGender(
      'هتتفتح لما تخلّصي الخطوة اللي قبلها.',
      'هتتفتح لما تخلّص الخطوة اللي قبلها.',
      'هتتفتح بعد الخطوة اللي قبلها.',
    ),
  },
  /** The step an applicant is on, on their home (decision 269); the rest is the page's words. */
  home: {
    step: (counter: string) => `الخطوة ${counter}`,
    /** A new account may not have said its gender yet: the third forms need none (248). */
    open: byGender('افتحي خطوات الانضمام', 'افتح خطوات الانضمام', 'خطوات الانضمام'),
    record: byGender('سجّلي الفيديو التعريفي', 'سجّل الفيديو التعريفي', 'تسجيل الفيديو التعريفي'),
    /** A call whose time is over and that the manager has not decided yet. */
    callOver: {
      interview: 'المقابلة خلصت، ومستنيين النتيجة.',
      'demo-session': 'الجلسة التجريبية خلصت، ومستنيين النتيجة.',
    },
  },
  /** The tutor manager's home: today's calls (decision 243). */
  today: {
    title: TODAY_CALLS_TITLE,
    subtitle: 'المقابلات والجلسات التجريبية اللي عليك النهارده، بتوقيت القاهرة.',
    none: 'مفيش مقابلات ولا جلسات تجريبية النهارده.',
    noneBody: 'أول ما حد يحجز ميعاد النهارده هيظهر هنا.',
    all: 'كل المقابلات',
    open: byGender('افتحي الغرفة', 'افتح الغرفة'),
    decide: byGender('سجّلي النتيجة', 'سجّل النتيجة'),
    live: 'شغّالة دلوقتي',
  },
  /** The tutor manager's queue on her home (issue 40): named as on /interviews. */
  videosToReview: {
    title: 'فيديوهات مستنية مراجعة',
    none: 'مفيش فيديوهات مستنية مراجعة.',
    /** When the applicant sent it, Cairo time. */
    sent: (when: string) => `اتبعت ${when}`,
    review: byGender('راجعي', 'راجع'),
  },
  manager: {
    title: 'المقابلات',
    /** Every time on the page is Cairo's, as on her home (ARABIC.md: say the zone). */
    subtitle:
      'مقابلات المتقدّمين وجلساتهم التجريبية، والفيديوهات اللي مستنية مراجعة. المواعيد بتوقيت القاهرة.',
    videos: 'فيديوهات مستنية مراجعة',
    noVideos: 'مفيش فيديوهات مستنية.',
    /** Staff lines speak to the signed-in staff member in her form (decision 225). */
    approve: byGender('اقبلي', 'اقبل'),
    reject: byGender('ارفضي', 'ارفض'),
    /** About an applicant whose gender the review does not carry: no gendered word. */
    reason: 'سبب الرفض (بيوصل مع الرفض)',
    sendReject: byGender('ابعتي الرفض', 'ابعت الرفض'),
    back: 'رجوع',
    reviewed: 'المراجعة اتسجّلت.',
    seconds: (s: number) => count('seconds', s),
    today: 'النهارده',
    upcoming: 'الجاية',
    past: 'اللي فاتت',
    none: 'مفيش.',
    interview: 'مقابلة',
    demo: 'جلسة تجريبية',
    open: byGender('افتحي الغرفة', 'افتح الغرفة'),
    decide: 'النتيجة',
    status: 'النتيجة',
    /** The call's result, said of the call (مقابلة، جلسة: feminine), not of the applicant. */
    passed: 'عدّت',
    rejected: 'ما عدّتش',
    cancel: 'إلغاء الميعاد',
    /** Asked before a booked call is cancelled: the applicant's name, no gendered verb. */
    cancelConfirm: (name: string) => `إلغاء ميعاد ${name}؟`,
    cancelBody: 'الميعاد هيتلغي ويتشال من الجدول.',
    keep: 'لا، خلّيه',
    feedback: 'ملاحظات بتوصل للمتقدّم',
    /** A demo session's feedback (decision 243): the tutor reads it; a failed one says why. */
    demoFeedback: 'ملاحظات بتوصل للمدرّس (لازم لو ما عدّتش)',
    note: 'ملاحظة داخلية (للإدارة بس)',
    level: 'مستوى الإنجليزي (١ لـ ١٠)',
    save: byGender('سجّلي النتيجة', 'سجّل النتيجة'),
    saved: 'النتيجة اتسجّلت.',
    /** A decided interview's notes and level, corrected later (decision 110). */
    correct: byGender('عدّلي الملاحظات', 'عدّل الملاحظات'),
    saveCorrection: byGender('احفظي التعديل', 'احفظ التعديل'),
    corrected: 'الملاحظات اتعدّلت.',
    statuses: {
      Pending: 'مستنية',
      Passed: 'عدّت',
      Rejected: 'ما عدّتش',
      CanceledByInterviewer: 'اتلغت من الإدارة',
      CanceledByInterviewee: 'اتلغت من المتقدّم',
      CanceledByTutorManager: 'اتلغت من الإدارة',
      CanceledByTutor: 'اتلغت من المدرّس',
      CanceledByAdmin: 'اتلغت من الإدارة',
    } as Record<string, string>,
  },
  studio: {
    title: 'جلسات التصوير',
    subtitle: byGender(
      'اللي مستنيين ميعاد تصوير، ومواعيد التصوير بتوقيت القاهرة، وكل المدرّسين عشان تفتحي صفحة التصوير بتاعة أي حد فيهم.',
      'اللي مستنيين ميعاد تصوير، ومواعيد التصوير بتوقيت القاهرة، وكل المدرّسين عشان تفتح صفحة التصوير بتاعة أي حد فيهم.',
    ),
    search: byGender('دوّري باسم المدرّس', 'دوّر باسم المدرّس'),
    /** The applicants who passed the demo session and have no shoot booked yet. */
    readyTitle: 'مستنيين ميعاد تصوير',
    noneReady: 'مفيش حد مستني ميعاد تصوير دلوقتي.',
    /** The ready row's button, named with the applicant for a screen reader. */
    bookFor: (name: string, r: Gendered) =>
      gendered(r, { female: `حدّدي ميعاد تصوير ${name}`, male: `حدّد ميعاد تصوير ${name}` }),
    /** Booked shoots, soonest first (one whose time passed stays until it is closed). */
    sessions: 'المواعيد المحجوزة',
    pastSessions: 'اللي خلصت أو اتلغت',
    tutors: 'المدرّسين',
    noSessions: 'مفيش مواعيد تصوير محجوزة.',
    noPast: 'لسه مفيش.',
    open: byGender('افتحي', 'افتح'),
    /** About the tutor in the row, in their gender; a noun when it is not saved (decision 227). */
    ready: byGender('جاهزة للتصوير', 'جاهز للتصوير', 'الدور على التصوير'),
    tutorTitle: (name: string) => `جلسة تصوير ${name}`,
    schedule: byGender('حدّدي ميعاد التصوير', 'حدّد ميعاد التصوير'),
    /** The session card's title once a time is booked, and once the shoot is over. */
    booked: 'ميعاد التصوير',
    finished: 'جلسة التصوير خلصت',
    when: 'الميعاد',
    /** The two lists the time is picked from (Cairo wall clock). */
    day: 'اليوم',
    time: 'الساعة (بتوقيت القاهرة)',
    pick: byGender('اختاري', 'اختار'),
    scheduleButton: byGender('احجزي الميعاد', 'احجز الميعاد'),
    scheduled: 'الميعاد اتحجز.',
    /** About the tutor being shot, in their gender (ARABIC.md: مدرّس / مدرّسة). */
    media: byGender('ملفات المدرّسة', 'ملفات المدرّس'),
    image: 'الصورة',
    video: 'الفيديو',
    thumbnail: 'الصورة المصغّرة',
    choose: byGender('اختاري ملف', 'اختار ملف'),
    uploaded: 'اترفع.',
    cancelUpload: 'إلغاء',
    done: 'التصوير خلص',
    /** Before the booked time: the shoot cannot be over yet, so no button, just when it can. */
    doneFrom: (time: string) => `«التصوير خلص» بيظهر هنا من ${time}، أول ما الميعاد يبدأ.`,
    /** The tutor has steps left before the shoot: no time can be booked yet (about the tutor). */
    notYet: (tutor: { name: string; gender?: 'male' | 'female' | null }) =>
      gendered(tutor, {
        female: `${tutor.name} لسه مخلّصتش الخطوات اللي قبل التصوير، فالميعاد يتحدد بعدها.`,
        male: `${tutor.name} لسه مخلّصش الخطوات اللي قبل التصوير، فالميعاد يتحدد بعدها.`,
        other: `لسه فيه خطوات قبل التصوير في حساب ${tutor.name}، فالميعاد يتحدد بعدها.`,
      }),
    /** About the tutor on the page, in their gender. */
    doneSaved: byGender(
      'الجلسة خلصت والمدرّسة اتفعّلت لو كل خطواتها عدّت.',
      'الجلسة خلصت والمدرّس اتفعّل لو كل خطواته عدّت.',
      'الجلسة خلصت والحساب اتفعّل لو كل الخطوات عدّت.',
    ),
    cancel: 'ألغِ الميعاد',
    cancelConfirm: (name: string) => `إلغاء ميعاد تصوير ${name}؟`,
    keep: 'لا، خلّيه',
    statuses: {
      Scheduled: 'محجوز',
      Done: 'خلص',
      CanceledByStudio: 'اتلغى من الاستوديو',
      CanceledByTutor: 'اتلغى من المدرّس',
    } as Record<string, string>,
    /** A tutor whose gender is not saved gets a line that needs none (decision 227). */
    activated: byGender(
      'المدرّسة متفعّلة وظاهرة للطلاب.',
      'المدرّس متفعّل وظاهر للطلاب.',
      'الحساب اتفعّل وبقى ظاهر للطلاب.',
    ),
  },
} as const;

/** What a step is, to the applicant in their gender where the line needs one. */
export function aboutStep(step: OnboardingStep, reader: Gendered): string {
  const about: string | ((r: Gendered) => string) = onboardingText.steps[step].about;
  return typeof about === 'string' ? about : about(reader);
}
