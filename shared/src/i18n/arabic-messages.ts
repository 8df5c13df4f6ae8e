/**
 * Kalam's counted nouns and person-dependent phrases as ICU messages (ARABIC.md «Plurals» and
 * «Gender»). Arabic has six plural categories (`Intl.PluralRules('ar')`: zero, one, two, few,
 * many, other); every counted noun names all six here, so no screen writes an if/else of its
 * own. `#` is the count in Arabic-Indic digits (the ar-EG number format).
 *
 * Gendered messages take `gender`: `male`, `female` or `other` (unknown → a form that needs none,
 * or the masculine where Egyptian Arabic has no neutral one).
 */
import type { UserRole } from '../enums.ts';
export const AR_MESSAGES = {
  // Counted nouns: the number and its noun, as one phrase.
  lessons:
    '{count, plural, zero {مفيش حصص} one {حصة واحدة} two {حصتين} few {# حصص} many {# حصة} other {# حصة}}',
  minutes:
    '{count, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقايق} many {# دقيقة} other {# دقيقة}}',
  hours:
    '{count, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}',
  days: '{count, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يوم} other {# يوم}}',
  months:
    '{count, plural, zero {# شهر} one {شهر واحد} two {شهرين} few {# شهور} many {# شهر} other {# شهر}}',
  slots:
    '{count, plural, zero {مفيش مواعيد} one {ميعاد واحد} two {ميعادين} few {# مواعيد} many {# ميعاد} other {# ميعاد}}',
  tutors:
    '{count, plural, zero {مفيش مدرّسين} one {مدرّس واحد} two {مدرّسين اتنين} few {# مدرّسين} many {# مدرّس} other {# مدرّس}}',
  students:
    '{count, plural, zero {مفيش طلاب} one {طالب واحد} two {طالبين} few {# طلاب} many {# طالب} other {# طالب}}',
  reviews:
    '{count, plural, zero {مفيش تقييمات} one {تقييم واحد} two {تقييمين} few {# تقييمات} many {# تقييم} other {# تقييم}}',
  messages:
    '{count, plural, zero {مفيش رسايل} one {رسالة واحدة} two {رسالتين} few {# رسايل} many {# رسالة} other {# رسالة}}',
  seconds:
    '{count, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثواني} many {# ثانية} other {# ثانية}}',
  instalments:
    '{count, plural, zero {# دفعة} one {دفعة واحدة} two {دفعتين} few {# دفعات} many {# دفعة} other {# دفعة}}',
  characters:
    '{count, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# حروف} many {# حرف} other {# حرف}}',

  // Phrases built on a count.
  lessonsTaught:
    '{count, plural, zero {{gender, select, female {لسه جديدة في كلام} other {لسه جديد في كلام}}} one {{gender, select, female {درّست} other {درّس}} حصة واحدة} two {{gender, select, female {درّست} other {درّس}} حصتين} few {{gender, select, female {درّست} other {درّس}} # حصص} many {{gender, select, female {درّست} other {درّس}} # حصة} other {{gender, select, female {درّست} other {درّس}} # حصة}}',
  aboutLessons:
    '{count, plural, zero {أقل من حصة نص ساعة في الأسبوع} one {حوالي حصة واحدة نص ساعة في الأسبوع} two {حوالي حصتين نص ساعة في الأسبوع} few {حوالي # حصص نص ساعة في الأسبوع} many {حوالي # حصة نص ساعة في الأسبوع} other {حوالي # حصة نص ساعة في الأسبوع}}',
  shownOfTutors:
    '{total, plural, zero {مفيش مدرّسين} one {مدرّس واحد} two {مدرّسين اتنين} few {{shown} من # مدرّسين} many {{shown} من # مدرّس} other {{shown} من # مدرّس}}',
  allTutors:
    '{count, plural, zero {مفيش مدرّسين} one {مدرّس واحد} two {مدرّسين اتنين} few {# مدرّسين} many {# مدرّس} other {# مدرّس}}',
  withStudents:
    '{count, plural, zero {لسه مفيش طلاب} one {مع طالب واحد} two {مع طالبين} few {مع # طلاب} many {مع # طالب} other {مع # طالب}}',
  minutesLeft:
    '{count, plural, zero {مفيش دقايق فاضلة الأسبوع ده.} one {فاضلّك دقيقة واحدة الأسبوع ده.} two {فاضلّك دقيقتين الأسبوع ده.} few {فاضلّك # دقايق الأسبوع ده.} many {فاضلّك # دقيقة الأسبوع ده.} other {فاضلّك # دقيقة الأسبوع ده.}}',

  // When something comes (ARABIC.md «Time»): «كمان ٥ دقايق», «بكرة الساعة ٤ العصر».
  comingNow: 'دلوقتي',
  comingWithin:
    '{count, plural, zero {دلوقتي} one {كمان دقيقة} two {كمان دقيقتين} few {كمان # دقايق} many {كمان # دقيقة} other {كمان # دقيقة}}',
  // The last minute before a lesson, counted down in the room (decision 268).
  comingWithinSeconds:
    '{count, plural, zero {دلوقتي} one {كمان ثانية} two {كمان ثانيتين} few {كمان # ثواني} many {كمان # ثانية} other {كمان # ثانية}}',
  comingToday: 'النهارده الساعة {time}',
  comingTomorrow: 'بكرة الساعة {time}',
  comingOn: '{day} الساعة {time}',

  // About a person, in their gender.
  notJoinedYet:
    '{gender, select, female {{name} لسه ما دخلتش} male {{name} لسه ما دخلش} other {{name} لسه مش في الغرفة}}',
  waitingFor:
    '{gender, select, female {مستنيين {name} تدخل…} male {مستنيين {name} يدخل…} other {مستنيين {name}…}}',
  cameraOffOf:
    '{gender, select, female {{name} قفلت الكاميرا} male {{name} قفل الكاميرا} other {الكاميرا عند {name} مقفولة}}',
  micOffOf:
    '{gender, select, female {{name} قفلت الميكروفون} male {{name} قفل الميكروفون} other {الميكروفون عند {name} مقفول}}',
  sharingScreen:
    '{gender, select, female {{name} بتعرض شاشتها} male {{name} بيعرض شاشته} other {شاشة {name} معروضة}}',
  insideRoom:
    '{gender, select, female {{name} دخلت الغرفة} male {{name} دخل الغرفة} other {{name} جوه الغرفة دلوقتي}}',
  typing: '{gender, select, female {{name} بتكتب…} male {{name} بيكتب…} other {{name} بيكتب…}}',
  tutorRole: '{gender, select, female {مدرّسة} male {مدرّس} other {مدرّس}}',
  studentRole: '{gender, select, female {طالبة} male {طالب} other {طالب}}',
  // To the person reading, in their gender.
  youAreOffline:
    '{gender, select, female {إنتي مش متصلة بالإنترنت دلوقتي.} male {إنت مش متصل بالإنترنت دلوقتي.} other {مفيش اتصال بالإنترنت دلوقتي.}}',
  readyToJoin: '{gender, select, female {جاهزة تدخلي؟} male {جاهز تدخل؟} other {جاهز تدخل؟}}',
  checkYourself:
    '{gender, select, female {اتأكدي إن صورتك وصوتك تمام قبل ما تدخلي.} male {اتأكد إن صورتك وصوتك تمام قبل ما تدخل.} other {اتأكد إن صورتك وصوتك تمام قبل ما تدخل.}}',
  speakToTest:
    '{gender, select, female {اتكلمي وشوفي الشريط بيتحرّك.} male {اتكلم وشوف الشريط بيتحرّك.} other {اتكلم وشوف الشريط بيتحرّك.}}',
  joinNow: '{gender, select, female {ادخلي دلوقتي} male {ادخل دلوقتي} other {ادخل دلوقتي}}',
  audioOnly:
    '{gender, select, female {مفيش كاميرا، هتدخلي بالصوت بس} male {مفيش كاميرا، هتدخل بالصوت بس} other {مفيش كاميرا، الدخول هيكون بالصوت بس}}',
  book: '{gender, select, female {احجزي} male {احجز} other {حجز}}',
  messageTutor: '{gender, select, female {ابعتي رسالة} male {ابعت رسالة} other {ابعت رسالة}}',
} as const;

export type ArabicMessageId = keyof typeof AR_MESSAGES;

/**
 * Each role's one Arabic name, the same on every screen and in the invite e-mail (ARABIC.md:
 * one name per thing). A student's or tutor's name in their gender is `say('studentRole'…)`.
 */
export const ROLE_NAMES_AR = {
  Student: 'طالب',
  Tutor: 'مدرّس',
  TutorManager: 'مسؤول مقابلات',
  Studio: 'فريق الاستوديو',
  RegularAdmin: 'أدمن',
  SuperAdmin: 'سوبر أدمن',
} as const satisfies Record<UserRole, string>;
