import { z } from 'zod';
import {
  ENGLISH_LEVELS,
  GENDERS,
  NOTIFICATION_METHODS,
  SELF_REGISTER_ROLES,
  USER_ROLES,
} from '../enums.ts';
import {
  MAX_TUTOR_NOTICE_MINUTES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TUTOR_ABOUT_LENGTH,
  TUTOR_BIO_LENGTH,
} from '../constants.ts';
import { isGovernorateId } from '../governorates.ts';
import { isMostlyArabic, textField } from './text.ts';
import { toLatinDigits } from '../digits.ts';

/** Spec §5: word characters, dots or hyphens, @, domain labels, a top-level part of 2 to 4. */
export const EMAIL_PATTERN = /^[\w.+-]+@(?:[\w-]+\.)+[A-Za-z]{2,4}$/;

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'invalid-email-address')
  .regex(EMAIL_PATTERN, 'invalid-email-address')
  .transform((v) => v.toLowerCase());

/** Spec §5: 8 to 50 characters, at least one digit and one letter, no whitespace. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, 'short-password')
  .max(PASSWORD_MAX, 'long-password')
  .regex(/^\S+$/, 'invalid-password')
  .regex(/\d/, 'invalid-password')
  .regex(/\p{L}/u, 'invalid-password');

/** Egyptian mobile numbers (PAYMENTS-NOTES "Egypt"), answered in E.164: +2010xxxxxxxx. */
export const EGYPT_MOBILE_PATTERN = /^(?:\+20|0020|0)?(1[0125]\d{8})$/;

export function normalisePhone(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s()-]/g, '');
  const match = EGYPT_MOBILE_PATTERN.exec(compact);
  return match ? `+20${match[1]}` : null;
}

export const phoneSchema = z
  .string()
  .refine((v) => normalisePhone(v) !== null, 'invalid-phone')
  .transform((v) => normalisePhone(v) as string);

const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’.-][\p{L}\p{M}]+)*$/u;

export const userNameSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(2, 'short-user-name')
      .max(50, 'long-user-name')
      .regex(NAME_PATTERN, 'invalid-user-name'),
  );

/** Tutors show their names in Arabic (spec §5). */
export const tutorNameSchema = userNameSchema.refine(
  (v) => isMostlyArabic(v) && !/[A-Za-z]/.test(v),
  'invalid-tutor-name',
);

/** A name needs at least two parts before its owner can book (spec §5). */
export function hasTwoNameParts(name: string): boolean {
  return name.trim().split(/\s+/).filter(Boolean).length >= 2;
}

export const MIN_AGE_YEARS = 6;
export const MAX_AGE_YEARS = 100;

/** Birth year bounded by age; the current year is passed in so the rule has no hidden clock. */
export function birthYearSchema(currentYear: number) {
  return z
    .number({ error: 'invalid-type' })
    .int('invalid-type')
    .min(currentYear - MAX_AGE_YEARS, 'user-too-old')
    .max(currentYear - MIN_AGE_YEARS, 'user-too-young');
}

export const genderSchema = z.enum(GENDERS, { error: 'invalid-gender' });
export const citySchema = z
  .number({ error: 'invalid-city' })
  .int('invalid-city')
  .refine(isGovernorateId, 'invalid-city');
export const roleSchema = z.enum(USER_ROLES, { error: 'invalid-role' });
export const selfRegisterRoleSchema = z.enum(SELF_REGISTER_ROLES, { error: 'invalid-role' });
export const notificationMethodSchema = z.enum(NOTIFICATION_METHODS, { error: 'invalid-type' });
export const englishLevelSchema = z.enum(ENGLISH_LEVELS, { error: 'invalid-english-level' });

export const tutorBioSchema = textField({
  ...TUTOR_BIO_LENGTH,
  empty: 'empty-bio',
  short: 'short-bio',
  long: 'long-bio',
  html: 'invalid-bio',
  arabic: 'invalid-bio',
});
export const tutorAboutSchema = textField({
  ...TUTOR_ABOUT_LENGTH,
  short: 'short-tutor-about',
  long: 'long-tutor-about',
  html: 'invalid-tutor-about',
  arabic: 'invalid-tutor-about',
});

export const noticeSchema = z
  .number({ error: 'invalid-notice' })
  .int('invalid-notice')
  .min(0, 'invalid-notice')
  .max(MAX_TUTOR_NOTICE_MINUTES, 'notice-over-max');

/** A confirmation code in either digit set («٦٠٢٣٥», «۶۰۲۳۵» or «60235»), read as ASCII digits. */
export const verificationCodeSchema = z
  .string()
  .trim()
  .transform(toLatinDigits)
  .pipe(z.string().regex(/^\d{5}$/, 'invalid-verification-code-format'));
