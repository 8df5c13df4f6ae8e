import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bankAccountNumberSchema,
  birthYearSchema,
  couponCodeSchema,
  emailSchema,
  hasTwoNameParts,
  issueCode,
  messageTextSchema,
  passwordSchema,
  phoneSchema,
  planDiscountSchema,
  tutorBioSchema,
  tutorNameSchema,
  codeInBothDigits,
  confirmPasswordBodySchema,
  joinParts,
  SEPARATOR,
  toArabicDigits,
  toLatinDigits,
  verificationCodeSchema,
  verifyPhoneBodySchema,
} from '../src/index.ts';

/** The catalogue codes a value fails with, in order. */
function codes(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => issueCode(i));
}

describe('spec §5 rules', () => {
  it('password: 8–50, a digit and a letter, no whitespace', () => {
    expect(codes(passwordSchema, 'abc123')).toContain('short-password');
    expect(codes(passwordSchema, 'a1'.repeat(26))).toContain('long-password');
    expect(codes(passwordSchema, 'abcdefgh')).toContain('invalid-password');
    expect(codes(passwordSchema, '12345678')).toContain('invalid-password');
    expect(codes(passwordSchema, 'abc 12345')).toContain('invalid-password');
    expect(codes(passwordSchema, 'kalam2026!')).toEqual([]);
  });

  it('email: the spec pattern, compared in lower case', () => {
    expect(emailSchema.parse(' Sara.Ali@Example.COM ')).toBe('sara.ali@example.com');
    expect(codes(emailSchema, 'sara@example')).toEqual(['invalid-email-address']);
    expect(codes(emailSchema, 'sara@example.online')).toEqual(['invalid-email-address']);
  });

  it('digits: either Arabic-Indic set reads as ASCII, and ASCII reads back as Arabic-Indic', () => {
    expect(toLatinDigits('٦٠٢٣٥')).toBe('60235');
    expect(toLatinDigits('۶۰۲۳۵')).toBe('60235');
    expect(toLatinDigits('٦0۲٣5')).toBe('60235');
    expect(toArabicDigits('60235')).toBe('٦٠٢٣٥');
    expect(codeInBothDigits('04219')).toBe('٠٤٢١٩ (04219)');
  });

  it('confirmation code: five digits in any digit set, sent on as ASCII', () => {
    expect(verificationCodeSchema.parse('٦٠٢٣٥')).toBe('60235');
    expect(verificationCodeSchema.parse(' ۶۰۲۳۵ ')).toBe('60235');
    expect(verificationCodeSchema.parse('60235')).toBe('60235');
    expect(codes(verificationCodeSchema, '٦٠٢٣')).toEqual(['invalid-verification-code-format']);
    expect(codes(verificationCodeSchema, '٦٠٢٣٥٦')).toEqual(['invalid-verification-code-format']);
    expect(codes(verificationCodeSchema, '6o235')).toEqual(['invalid-verification-code-format']);
    // Every body that carries a code: the phone check and the password reset too.
    expect(verifyPhoneBodySchema.parse({ code: '٠٤٢١٩' })).toEqual({ code: '04219' });
    expect(
      confirmPasswordBodySchema.parse({
        email: 'sara@example.com',
        code: '۰۴۲۱۹',
        password: 'kalam2026!',
      }).code,
    ).toBe('04219');
  });

  it('separator: the Arabic comma between the parts that are there', () => {
    expect(SEPARATOR).toBe('، ');
    expect(joinParts('ياسمين عادل', null, '٣٧ ثانية', false, undefined, '')).toBe(
      'ياسمين عادل، ٣٧ ثانية',
    );
  });

  it('phone: Egyptian mobiles, stored in E.164', () => {
    expect(phoneSchema.parse('01012345678')).toBe('+201012345678');
    expect(phoneSchema.parse('+20 155 123 4567')).toBe('+201551234567');
    expect(phoneSchema.parse('٠١٢٣٤٥٦٧٨٩٠')).toBe('+201234567890');
    expect(phoneSchema.parse('۰۱۲۳۴۵۶۷۸۹۰')).toBe('+201234567890');
    expect(codes(phoneSchema, '01312345678')).toEqual(['invalid-phone']);
  });

  it('tutor names and bios are in Arabic', () => {
    expect(codes(tutorNameSchema, 'Ahmed Ali')).toEqual(['invalid-tutor-name']);
    expect(codes(tutorNameSchema, 'أحمد علي')).toEqual([]);
    expect(codes(tutorBioSchema, 'I teach English grammar well')).toEqual(['invalid-bio']);
    expect(codes(tutorBioSchema, '')).toContain('empty-bio');
    expect(codes(tutorBioSchema, 'مدرّس لغة إنجليزية بخبرة عشر سنوات في IELTS')).toEqual([]);
  });

  it('a name needs two parts to book', () => {
    expect(hasTwoNameParts('سارة')).toBe(false);
    expect(hasTwoNameParts('سارة  محمد')).toBe(true);
  });

  it('birth year bounds by age', () => {
    const schema = birthYearSchema(2026);
    expect(codes(schema, 1900)).toEqual(['user-too-old']);
    expect(codes(schema, 2024)).toEqual(['user-too-young']);
    expect(codes(schema, 2000)).toEqual([]);
  });

  it('message text: length and HTML', () => {
    expect(codes(messageTextSchema, '   ')).toEqual(['short-message-text']);
    expect(codes(messageTextSchema, 'x'.repeat(4001))).toEqual(['long-message-text']);
    expect(codes(messageTextSchema, 'hi <script>alert(1)</script>')).toEqual([
      'invalid-message-html',
    ]);
    expect(codes(messageTextSchema, 'Is 3 < 5? yes')).toEqual([]);
  });

  it('coupon code and plan discount', () => {
    expect(couponCodeSchema.parse('ramadan26')).toBe('RAMADAN26');
    expect(codes(couponCodeSchema, 'no')).toEqual(['invalid-coupon-code']);
    expect(codes(planDiscountSchema, 101)).toEqual(['plan-discount-out-of-range']);
  });

  it('bank account: Egyptian IBAN with the mod-97 check', () => {
    expect(codes(bankAccountNumberSchema, 'EG380019000500000000263180002')).toEqual([]);
    expect(codes(bankAccountNumberSchema, 'EG380019000500000000263180003')).toEqual([
      'invalid-bank-account-number',
    ]);
  });

  it('missing and wrongly typed values get general codes', () => {
    expect(codes(passwordSchema, undefined)).toEqual(['required']);
    expect(codes(passwordSchema, 12345678)).toEqual(['invalid-type']);
  });
});
