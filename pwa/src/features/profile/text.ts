import { genderOf, say, type EnglishLevel, type UserDto } from '@kalam/shared';

const roles = {
  Student: 'طالب',
  Tutor: 'مدرّس',
  TutorManager: 'مسؤول مدرّسين',
  Studio: 'استوديو',
  RegularAdmin: 'مدير',
  SuperAdmin: 'مدير',
} as const;

/** Every string of the profile screen. Error texts come from the shared catalogue. */
export const profileText = {
  title: 'الملف الشخصي',
  email: 'البريد الإلكتروني',
  phone: 'الموبايل',
  city: 'المحافظة',
  since: 'في كلام من',
  verified: 'اتأكّد',
  unverified: 'لسه ما اتأكّدش',
  noPhone: 'مفيش رقم',
  none: '—',
  edit: 'عدّل بياناتك',
  verifyPhone: 'أكّد رقمك',
  learning: {
    title: 'تعلّمك',
    level: 'مستواك في الإنجليزي',
    aim: 'هدفك من التعلّم',
    aimHint: 'مثلًا: أتكلم بثقة في مقابلات الشغل.',
    choose: 'اختار مستواك',
    save: 'حفظ',
    saved: 'اتحفظ ملفك',
  },
  topics: {
    title: 'الموضوعات اللي بتحبها',
    none: 'لسه ما اخترتش موضوعات.',
    edit: 'اختار موضوعاتك',
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
        : roles[user.role],
  roles,
} as const;
