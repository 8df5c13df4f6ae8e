import { byGender, count, say, type TutorSort } from '@kalam/shared';

const n = (v: number) => new Intl.NumberFormat('ar-EG').format(v);

/** Every string of the tutors directory. Error texts come from the shared catalogue. */
export const tutorsText = {
  title: 'المدرّسين',
  subtitle: byGender(
    'اختاري المدرّس اللي يناسبك، واحجزي حصة في ميعاد فاضي عنده الأسبوع ده.',
    'اختار المدرّس اللي يناسبك، واحجز حصة في ميعاد فاضي عنده الأسبوع ده.',
    'كل مدرّس ومواعيده الفاضية الأسبوع ده، والحجز في دقيقة.',
  ),
  filters: {
    label: 'تصفية المدرّسين',
    search: byGender('ابحثي بالاسم', 'ابحث بالاسم', 'البحث بالاسم'),
    searchPlaceholder: 'مثلًا: منى',
    topic: 'الموضوع',
    gender: 'المدرّس',
    rating: 'التقييم',
    sort: 'الترتيب',
    any: 'الكل',
    male: 'مدرّس',
    female: 'مدرّسة',
    ratingAtLeast: (r: number) => `${n(r)} نجوم أو أكتر`,
    clear: byGender('امسحي التصفية', 'امسح التصفية', 'مسح التصفية'),
  },
  sorts: {
    rating: 'الأعلى تقييمًا',
    lessons: 'الأكتر حصصًا',
    newest: 'الأحدث',
    name: 'الاسم',
  } satisfies Record<TutorSort, string>,
  count: (shown: number, total: number) =>
    total === 0
      ? 'مفيش نتايج'
      : shown === total
        ? count('tutors', total)
        : say('shownOfTutors', { total, shown: n(shown) }),
  rating: (avg: number, count: number) =>
    count > 0 ? `${n(Math.round(avg * 10) / 10)} (${n(count)})` : 'جديد',
  ratingLabel: (avg: number, total: number) =>
    total > 0
      ? `التقييم ${n(Math.round(avg * 10) / 10)} من ٥، ${count('reviews', total)}`
      : 'لسه مفيش تقييمات',
  lessons: (total: number) => count('lessons', total),
  profile: 'الملف',
  video: 'فيديو تعريفي',
  book: (gender: string) => `${say('book', { gender })} حصة`,
  more: 'مدرّسين أكتر',
  empty: 'مفيش مدرّسين بالمواصفات دي',
  emptyBody: byGender(
    'جرّبي تشيلي شوية من التصفية أو تدوّري باسم تاني.',
    'جرّب تشيل شوية من التصفية أو تدوّر باسم تاني.',
    'تصفية أقل أو اسم تاني ممكن يجيبوا نتايج.',
  ),
  retry: byGender('حاولي تاني', 'حاول تاني', 'إعادة المحاولة'),
  end: 'دول كل المدرّسين.',
} as const;
