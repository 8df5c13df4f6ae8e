import {
  byGender,
  count,
  type EnglishLevel,
  genderOf,
  ROLE_NAMES_AR,
  say,
  type UserDto,
} from '@kalam/shared';

const roles = {
  Student: 'طالب',
  Tutor: 'مدرّس',
  TutorManager: 'مسؤول مقابلات',
  Studio: ROLE_NAMES_AR.Studio,
  RegularAdmin: 'مدير',
  SuperAdmin: 'مدير',
} as const;

/** Every string of the profile screen. Error texts come from the shared catalogue. */
export const profileText = {
  title: 'الملف الشخصي',
  email: 'الإيميل',
  phone: 'الموبايل',
  city: 'المحافظة',
  since: 'في كلام من',
  verified: 'اتأكّد',
  unverified: 'لسه ما اتأكّدش',
  noPhone: 'مفيش رقم',
  none: '—',
  edit: byGender('عدّلي بياناتك', 'عدّل بياناتك'),
  verifyPhone: byGender('أكّدي رقمك', 'أكّد رقمك'),
  learning: {
    title: 'تعلّمك',
    level: 'مستواك في الإنجليزي',
    aim: 'هدفك من التعلّم',
    aimHint: 'مثلًا: أتكلم بثقة في مقابلات الشغل.',
    aimTooLong: (max: number) => `الهدف لازم يكون ${count('characters', max)} أو أقل.`,
    choose: byGender('اختاري مستواك', 'اختار مستواك'),
    save: 'حفظ',
    saved: 'اتحفظ ملفك',
  },
  topics: {
    title: byGender('الموضوعات اللي بتحبيها', 'الموضوعات اللي بتحبها'),
    none: byGender('لسه ما اخترتيش موضوعات.', 'لسه ما اخترتش موضوعات.'),
    edit: byGender('اختاري موضوعاتك', 'اختار موضوعاتك'),
  },
  levels: {
    Beginner: 'مبتدئ',
    PreIntermediate: 'قبل المتوسط',
    Intermediate: 'متوسط',
    UpperIntermediate: 'فوق المتوسط',
    Advanced: 'متقدّم',
    Mastery: 'متمكّن',
  } satisfies Record<EnglishLevel, string>,
  /** The person's role, a student or tutor in their gender: «طالبة». */
  role: (user: Pick<UserDto, 'role' | 'gender'>): string =>
    user.role === 'Student'
      ? say('studentRole', { gender: genderOf(user) })
      : user.role === 'Tutor'
        ? say('tutorRole', { gender: genderOf(user) })
        : user.role === 'TutorManager' && genderOf(user) === 'female'
          ? 'مسؤولة مقابلات'
          : roles[user.role],
  roles,
} as const;
