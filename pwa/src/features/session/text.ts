import {
  byGender,
  gendered,
  genderOf,
  say,
  type SessionKind,
  type SessionMemberDto,
} from '@kalam/shared';

/** The other member as the room speaks about them: their name, in their gender when known. */
export type Person = Pick<SessionMemberDto, 'name' | 'gender'>;
/** The person reading: spoken to in their gender when it is known. */
export type Reader = { gender?: SessionMemberDto['gender'] } | null;
const about = (person: Person) => ({ name: person.name, gender: genderOf(person) });
import type { MediaErrorCode } from './media-errors.ts';

const numbers = new Intl.NumberFormat('ar-EG');
const n = (v: number) => numbers.format(v);
/** The role noun in the tutor's gender (ARABIC.md: مدرّس / مدرّسة). */
const teacher = (tutor: Person | null) => gendered(tutor, { female: 'المدرّسة', male: 'المدرّس' });

/**
 * Every string of the session room (lesson, interview, demo session) and the rating dialog.
 * Error texts come from the shared catalogue; this file adds the help around them.
 */
export const sessionText = {
  kind: {
    lesson: 'الحصة',
    interview: 'المقابلة',
    'demo-session': 'الجلسة التجريبية',
  } satisfies Record<SessionKind, string>,
  title: {
    lesson: 'غرفة الحصة',
    interview: 'غرفة المقابلة',
    'demo-session': 'غرفة الجلسة التجريبية',
  } satisfies Record<SessionKind, string>,
  with: (name: string) => `مع ${name}`,
  loading: 'بنجهّز الغرفة…',
  badAddress: byGender(
    'الرابط ده مش لغرفة حصة. افتحي الحصة من «الحصص القادمة» وادخلي منها.',
    'الرابط ده مش لغرفة حصة. افتح الحصة من «الحصص القادمة» وادخل منها.',
  ),
  unavailableTitle: byGender('مش هتقدري تدخلي الغرفة دي', 'مش هتقدر تدخل الغرفة دي'),
  backToLessons: 'الحصص القادمة',
  backTo: {
    lessons: 'الحصص القادمة',
    onboarding: 'الانضمام كمدرّس',
    interviews: 'المقابلات',
  },
  backHome: byGender('ارجعي للوحتي', 'ارجع للوحتي'),
  waiting: {
    title: 'الغرفة لسه ما فتحتش',
    opensAt: (time: string) => `الغرفة بتفتح الساعة ${time}، قبل الميعاد بعشر دقايق.`,
    in: (rel: string, reader: Reader) =>
      gendered(reader, {
        female: `هتفتح ${rel}. سيبي الصفحة مفتوحة وهتدخلي لوحدك.`,
        male: `هتفتح ${rel}. سيب الصفحة مفتوحة وهتدخل لوحدك.`,
      }),
  },
  devices: {
    title: 'بنجهّز الكاميرا والميكروفون',
    body: byGender(
      'المتصفح هيسألك تسمحي لكلام يستخدم الكاميرا والميكروفون. اختاري «سماح».',
      'المتصفح هيسألك تسمح لكلام يستخدم الكاميرا والميكروفون. اختار «سماح».',
    ),
  },
  deviceError: {
    title: {
      'media-device-not-found': 'مش لاقيين كاميرا أو ميكروفون',
      'media-permission-denied': 'المتصفح مانع الكاميرا والميكروفون',
      'media-unexpected': 'الكاميرا أو الميكروفون مش شغّالين',
    } satisfies Record<MediaErrorCode, string>,
    help: (reader: Reader): Record<MediaErrorCode, string[]> => {
      const to = (female: string, male: string) => gendered(reader, { female, male });
      return {
        'media-device-not-found': [
          to(
            'وصّلي كاميرا أو سماعة بميكروفون، أو جرّبي من الموبايل.',
            'وصّل كاميرا أو سماعة بميكروفون، أو جرّب من الموبايل.',
          ),
          to(
            'لو الجهاز متوصّل، اتأكدي إنه مش مقفول من إعدادات الجهاز.',
            'لو الجهاز متوصّل، اتأكد إنه مش مقفول من إعدادات الجهاز.',
          ),
        ],
        'media-permission-denied': [
          to(
            'اضغطي على علامة القفل جنب عنوان الموقع فوق.',
            'اضغط على علامة القفل جنب عنوان الموقع فوق.',
          ),
          to('خلّي الكاميرا والميكروفون «مسموح».', 'خلّي الكاميرا والميكروفون «مسموح».'),
          to('ارجعي هنا واضغطي «حاولي تاني».', 'ارجع هنا واضغط «حاول تاني».'),
        ],
        'media-unexpected': [
          to(
            'اقفلي أي برنامج تاني بيستخدم الكاميرا (زي زووم أو واتساب).',
            'اقفل أي برنامج تاني بيستخدم الكاميرا (زي زووم أو واتساب).',
          ),
          to(
            'اضغطي «حاولي تاني»، ولو فضلت المشكلة حدّثي الصفحة.',
            'اضغط «حاول تاني»، ولو فضلت المشكلة حدّث الصفحة.',
          ),
        ],
      };
    },
    retry: byGender('حاولي تاني', 'حاول تاني'),
  },
  ready: {
    // To the person reading, in their gender (ARABIC.md «Gender»).
    title: (reader: Reader) => say('readyToJoin', { gender: genderOf(reader) }),
    subtitle: (reader: Reader) => say('checkYourself', { gender: genderOf(reader) }),
    preview: 'صورتك',
    cameraOff: 'الكاميرا مقفولة',
    noCamera: (reader: Reader) => say('audioOnly', { gender: genderOf(reader) }),
    micLevel: 'مستوى صوت الميكروفون',
    micOff: 'الميكروفون مقفول',
    speak: (reader: Reader) => say('speakToTest', { gender: genderOf(reader) }),
    // About the other person in their gender; a phrasing that needs none when it is not known.
    inside: (person: Person) => say('insideRoom', about(person)),
    notYet: (person: Person) => say('notJoinedYet', about(person)),
    join: (reader: Reader) => say('joinNow', { gender: genderOf(reader) }),
    joining: 'بندخّلك…',
  },
  call: {
    region: 'المكالمة',
    remote: (name: string) => `فيديو ${name}`,
    you: byGender('إنتي', 'إنت'),
    yourScreen: 'شاشتك',
    yourCameraOff: 'الكاميرا مقفولة',
    waitingFor: (person: Person) => say('waitingFor', about(person)),
    connecting: (name: string) => `بنوصّلك بـ ${name}…`,
    lost: (name: string) => `الاتصال بـ ${name} ضعيف، بنحاول نرجّعه…`,
    cameraOff: (person: Person) => say('cameraOffOf', about(person)),
    micOff: (person: Person) => say('micOffOf', about(person)),
    sharing: (person: Person) => say('sharingScreen', about(person)),
    reconnecting: 'النت فصل، بنحاول نرجّعك للحصة…',
    left: (rel: string) => `فاضل ${rel}`,
    /** `rel` is a countdown in words that carries its «كمان»: «بتبدأ كمان ٨ دقايق». */
    startsIn: (rel: string) => `بتبدأ ${rel}`,
    enableSound: byGender('شغّلي الصوت', 'شغّل الصوت'),
  },
  controls: {
    label: 'أزرار المكالمة',
    cameraOn: byGender('اقفلي الكاميرا', 'اقفل الكاميرا'),
    cameraOff: byGender('افتحي الكاميرا', 'افتح الكاميرا'),
    micOn: byGender('اقفلي الميكروفون', 'اقفل الميكروفون'),
    micOff: byGender('افتحي الميكروفون', 'افتح الميكروفون'),
    shareOn: byGender('وقّفي عرض الشاشة', 'وقّف عرض الشاشة'),
    shareOff: byGender('اعرضي شاشتك', 'اعرض شاشتك'),
    chat: 'الرسائل',
    leave: byGender('اخرجي', 'اخرج'),
  },
  chat: {
    title: 'رسائل الحصة',
    emptyFor: (name: string, reader: Reader) =>
      gendered(reader, {
        female: `مفيش رسائل لسه. اكتبي لـ ${name} أي حاجة محتاجاها.`,
        male: `مفيش رسائل لسه. اكتب لـ ${name} أي حاجة محتاجها.`,
      }),
    input: byGender('اكتبي رسالة', 'اكتب رسالة'),
    send: byGender('ابعتي', 'ابعت'),
    pending: 'بتتبعت…',
    failed: 'ما اتبعتتش',
    retry: byGender('ابعتي تاني', 'ابعت تاني'),
    you: byGender('إنتي', 'إنت'),
    edited: 'اتعدّلت',
    deleted: 'الرسالة اتمسحت',
    unavailable: 'الرسائل مش متاحة للغرفة دي.',
  },
  ended: {
    title: {
      lesson: 'الحصة خلصت',
      interview: 'المقابلة خلصت',
      'demo-session': 'الجلسة التجريبية خلصت',
    } satisfies Record<SessionKind, string>,
    body: byGender(
      'شكرًا على وقتك! تقدري تشوفي حصصك الجاية من لوحتك.',
      'شكرًا على وقتك! تقدر تشوف حصصك الجاية من لوحتك.',
    ),
  },
  left: {
    title: byGender('خرجتي من الغرفة', 'خرجت من الغرفة'),
    body: byGender(
      'لسه الوقت ما خلصش، تقدري ترجعي تاني في أي لحظة.',
      'لسه الوقت ما خلصش، تقدر ترجع تاني في أي لحظة.',
    ),
    rejoin: byGender('ارجعي للغرفة', 'ارجع للغرفة'),
    rateLater: (reader: Reader, tutor: Person | null) =>
      gendered(reader, {
        female: `تقدري تقيّمي ${teacher(tutor)} أول ما وقت الحصة يخلص.`,
        male: `تقدر تقيّم ${teacher(tutor)} أول ما وقت الحصة يخلص.`,
      }),
  },
  rating: {
    /** The reader in her or his gender, the tutor named in theirs: «قيّمي المدرّسة». */
    open: (reader: Reader, tutor: Person | null) =>
      `${gendered(reader, { female: 'قيّمي', male: 'قيّم' })} ${teacher(tutor)}`,
    title: (name: string) => `إيه رأيك في ${name}؟`,
    description: (tutor: Person | null) =>
      `تقييمك بيساعد الطلاب التانيين يختاروا، وبيساعد ${gendered(tutor, {
        female: 'المدرّسة تتحسّن',
        male: 'المدرّس يتحسّن',
      })}.`,
    value: 'تقييمك',
    star: (v: number) => `${n(v)} من ${n(5)}`,
    stars: ['وحش', 'مش كويس', 'كويس', 'كويس جدًا', 'ممتاز'],
    text: 'رأيك (اختياري)',
    textHint: `من ${n(3)} لـ ${n(1000)} حرف.`,
    chooseValue: byGender('اختاري عدد النجوم الأول.', 'اختار عدد النجوم الأول.'),
    send: byGender('ابعتي التقييم', 'ابعت التقييم'),
    save: byGender('احفظي التعديل', 'احفظ التعديل'),
    later: 'بعدين',
    sent: 'شكرًا! تقييمك اتبعت',
    saved: 'اتعدّل تقييمك',
    previous: (v: number) => `تقييمك اللي فات: ${n(v)} من ${n(5)}`,
    /** Over a rating the student gave before, opened to edit. */
    earlier: byGender(
      'ده تقييمك اللي فات، غيّري فيه اللي عايزاه واحفظي.',
      'ده تقييمك اللي فات، غيّر فيه اللي عايزه واحفظ.',
      'ده تقييمك اللي فات، والتعديل عليه متاح هنا.',
    ),
  },
  screenError: 'مش قادرين نعرض الشاشة دلوقتي.',
} as const;
