import { TUTOR_ABOUT_LENGTH, TUTOR_BIO_LENGTH } from '../../constants.ts';
import { toArabicDigits } from '../../digits.ts';
import type { Entry } from './entry.ts';

/**
 * A text's least length in Arabic digits, from its rule's constant. The counted noun after it is
 * written out (the catalogue loads no message formatter, decision 228); a shared test keeps it
 * equal to the plural `count('characters', …)` gives.
 */
const least = (n: number) => toArabicDigits(String(n));

/**
 * Validation cases of spec §5: the request's shape, and a person's own fields (password, name,
 * birth year, gender, city, role, bio, a tutor's about and notice).
 */
export const accountFields = {
  required: { status: 400, ar: 'الخانة دي مطلوبة.' },
  'invalid-type': {
    status: 400,
    ar: 'القيمة دي مش من النوع المطلوب.',
  },
  'unknown-field': { status: 400, ar: 'فيه خانة مش معروفة في الطلب.' },
  'short-password': {
    status: 400,
    ar: 'كلمة المرور قصيرة، لازم ٨ حروف على الأقل.',
  },
  'long-password': {
    status: 400,
    ar: 'كلمة المرور طويلة، آخرها ٥٠ حرف.',
  },
  'invalid-password': {
    status: 400,
    ar: 'كلمة المرور لازم يكون فيها أرقام وحروف، من غير مسافات.',
  },
  'password-mismatch': {
    status: 400,
    ar: 'كلمتين المرور مش زي بعض.',
  },
  'invalid-user-name': {
    status: 400,
    ar: 'الاسم لازم يكون حروف بس، من غير أرقام أو رموز أو إيموجي.',
  },
  'short-user-name': { status: 400, ar: 'الاسم قصير أوي.' },
  'long-user-name': { status: 400, ar: 'الاسم طويل أوي.' },
  'invalid-tutor-name': {
    status: 400,
    ar: 'اسم المدرّس لازم يكون بالعربي.',
  },
  'user-too-old': {
    status: 400,
    ar: 'سنة الميلاد دي قديمة أوي: العمر لازم يكون ١٠٠ سنة أو أقل.',
  },
  'user-too-young': {
    status: 400,
    ar: 'سنة الميلاد دي قريبة أوي: العمر لازم يكون ٦ سنين على الأقل.',
  },
  'invalid-gender': { status: 400, ar: 'النوع مش مظبوط.' },
  'invalid-city': { status: 400, ar: 'المحافظة مش مظبوطة.' },
  'invalid-role': { status: 400, ar: 'نوع الحساب مش مظبوط.' },
  'empty-bio': { status: 400, ar: 'النبذة مطلوبة.' },
  // Said wherever a tutor's texts are written (her profile, her onboarding, an admin's edit).
  'short-bio': {
    status: 400,
    ar: `النبذة قصيرة: لازم تكون ${least(TUTOR_BIO_LENGTH.min)} حروف على الأقل.`,
  },
  'long-bio': { status: 400, ar: 'النبذة طويلة جدًا.' },
  'invalid-bio': {
    status: 400,
    ar: 'النبذة لازم تكون بالعربي.',
  },
  'short-tutor-about': {
    status: 400,
    ar: `التعريف قصير: لازم يكون ${least(TUTOR_ABOUT_LENGTH.min)} حرف على الأقل.`,
  },
  'long-tutor-about': { status: 400, ar: 'التعريف طويل جدًا.' },
  'invalid-tutor-about': {
    status: 400,
    ar: 'التعريف لازم يكون بالعربي.',
  },
  'invalid-notice': {
    status: 400,
    ar: 'مهلة الحجز مش مظبوطة.',
  },
  'notice-over-max': {
    status: 400,
    ar: 'مهلة الحجز أطول من المسموح (٧ أيام).',
  },
} as const satisfies Record<string, Entry>;
