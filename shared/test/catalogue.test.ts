import { describe, expect, it } from 'vitest';
import {
  AppError,
  count,
  ERROR_CATALOGUE,
  ERROR_CODES,
  ERROR_MESSAGES_EN,
  englishErrorMessage,
  errorMessage,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
  PLAN_WEEKLY_MINUTES_MAX,
  PLAN_WEEKLY_MINUTES_MIN,
  setMessageReader,
  toArabicDigits,
  tutorAboutSchema,
  tutorBioSchema,
  TUTOR_ABOUT_LENGTH,
  TUTOR_BIO_LENGTH,
} from '../src/index.ts';

/** Every code the spec's §8 names must be in the catalogue, spelled the same. */
const SPEC_CODES =
  `unauthenticated forbidden bad-request illegal room-exists user-exists rating-exists intro-video-exists
long-video-dur short-video-dur demo-session-exists subscription-exists subscription-required subscription-uncancellable
no-enough-minutes busy-tutor busy-tutor-manager invalid-email-address unexpected service-unavailable fawry-error
not-found session-not-found demo-session-not-found transaction-not-found user-not-found tutor-not-found student-not-found
lesson-not-found slot-not-found rating-not-found coupon-not-found asset-not-found invite-not-found invoice-not-found
plan-not-found room-not-found room-members-not-found report-not-found interview-not-found topic-not-found
withdraw-method-not-found subscription-not-found intro-video-not-found invalid-invoice-method illegal-invoice-update
email-already-verified user-already-verified phone-already-verified unresolved-phone unverified-phone invalid-phone
incorrect-phone phone-required expired-verification-code invalid-verification-code inactive-tutor-manager empty-request
wrong-password no-password conflicting-lessons conflicting-interview conflicting-schedule reached-booking-limit
large-file-size lesson-time-passed not-room-member api-invalid-user-name week-boundaries-violation`.split(
    /\s+/,
  );

describe('error catalogue', () => {
  it('holds every code of spec §8', () => {
    const missing = SPEC_CODES.filter((c) => !ERROR_CODES.includes(c as never));
    expect(missing).toEqual([]);
  });

  it('gives every code an Arabic and an English message and a kebab-case name', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.ar).toMatch(/[\u0600-\u06FF]/);
      expect(englishErrorMessage(code as never).length, code).toBeGreaterThan(3);
    }
    // The English map holds no code the catalogue lacks (its type asks for every one it has).
    expect(Object.keys(ERROR_MESSAGES_EN).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('refuses a birth year in the colloquial voice, saying the age the rule allows', () => {
    const old = ERROR_CATALOGUE['user-too-old'].ar;
    const young = ERROR_CATALOGUE['user-too-young'].ar;
    // ARABIC.md: one colloquial voice, errors included; not «غير مقبولة … المسموح».
    for (const message of [old, young]) expect(message).not.toMatch(/غير مقبولة|المسموح/);
    expect(old).toContain(`${toArabicDigits(String(MAX_AGE_YEARS))} سنة`);
    expect(young).toContain(`${toArabicDigits(String(MIN_AGE_YEARS))} سنين`);
  });

  it("says how long a tutor's texts must be at least, from the rules' own constants", () => {
    // «التعريف قصير جدًا.» left her guessing; the counter under the field shows only the most.
    expect(errorMessage('short-tutor-about')).toBe('التعريف قصير: لازم يكون ٣٠ حرف على الأقل.');
    expect(errorMessage('short-bio')).toBe('النبذة قصيرة: لازم تكون ١٠ حروف على الأقل.');
    for (const [code, length, schema] of [
      ['short-tutor-about', TUTOR_ABOUT_LENGTH, tutorAboutSchema],
      ['short-bio', TUTOR_BIO_LENGTH, tutorBioSchema],
    ] as const) {
      // The number is the rule's, and its noun the plural Arabic gives it (ARABIC.md).
      expect(errorMessage(code)).toContain(count('characters', length.min));
      expect(schema.minLength).toBe(length.min);
      expect(schema.maxLength).toBe(length.max);
      const short = schema.safeParse('ب'.repeat(length.min - 1));
      expect(short.error?.issues[0]?.message).toBe(code);
      expect(schema.safeParse('ب'.repeat(length.min)).success).toBe(true);
      expect(englishErrorMessage(code)).toContain(`at least ${length.min} characters`);
    }
  });

  it('speaks colloquially: no «غير …» of written Arabic', () => {
    // «من غير» (without) is the spoken phrase; «… غير مدعوم/معروف» is the written negation.
    const formal = Object.entries(ERROR_CATALOGUE).filter(([, e]) =>
      /(^|\s)غير\s/.test(e.ar.replaceAll('من غير', '')),
    );
    expect(formal.map(([code]) => code)).toEqual([]);
  });

  it("says a plan's weekly-minute bounds in force, colloquially", () => {
    const message = errorMessage('plan-weekly-minutes-out-of-range');
    expect(message).not.toMatch(/المسموح|دقائق/);
    const digits = (n: number) => new Intl.NumberFormat('ar-EG').format(n);
    expect(message).toContain(
      `من ${digits(PLAN_WEEKLY_MINUTES_MIN)} لـ ${digits(PLAN_WEEKLY_MINUTES_MAX)}`,
    );
  });

  it('maps codes to the statuses of API.md', () => {
    expect(new AppError('user-exists').status).toBe(409);
    expect(new AppError('wrong-password').status).toBe(401);
    expect(new AppError('lesson-not-found').status).toBe(404);
    expect(new AppError('large-file-size').status).toBe(413);
    expect(new AppError('forbidden').toEnvelope()).toEqual({
      code: 'forbidden',
      message: ERROR_CATALOGUE.forbidden.ar,
    });
  });

  it('speaks to a woman in her form where the message speaks to the reader (decision 217)', () => {
    const her = { gender: 'female' as const };
    const him = { gender: 'male' as const };
    expect(errorMessage('subscription-required', her)).toBe(
      'محتاجة باقة شغّالة عشان تحجزي. اختاري باقة الأول.',
    );
    expect(errorMessage('subscription-required', him)).toBe(
      'محتاج باقة شغّالة عشان تحجز. اختار باقة الأول.',
    );
    // Unknown reader (the server's envelope, a visitor): the masculine, ARABIC.md's `other`.
    expect(errorMessage('subscription-required')).toBe(errorMessage('subscription-required', him));
    expect(errorMessage('subscription-required', { gender: null })).toBe(
      errorMessage('subscription-required', him),
    );
    // A message that speaks to nobody in particular has one form.
    expect(errorMessage('lesson-not-found', her)).toBe(ERROR_CATALOGUE['lesson-not-found'].ar);
    // The reader an app set (the PWA: whoever is signed in) is the default reader.
    setMessageReader(() => her);
    expect(new AppError('not-room-member').message).toBe('إنتي مش في المحادثة دي.');
    expect(errorMessage('not-room-member', him)).toBe('إنت مش في المحادثة دي.');
    setMessageReader(() => null);
    expect(new AppError('not-room-member').message).toBe('إنت مش في المحادثة دي.');
    const female = Object.entries(ERROR_CATALOGUE).filter(([, entry]) => 'arFemale' in entry) as [
      string,
      { ar: string; arFemale: string },
    ][];
    expect(female.length).toBeGreaterThan(40);
    for (const [code, entry] of female) {
      expect(entry.arFemale, code).not.toBe(entry.ar);
      expect(entry.arFemale, code).toMatch(/[\u0600-\u06FF]/);
      // Her form keeps every Arabic-Indic digit of his (the same facts, another voice).
      expect(entry.arFemale.replace(/[^٠-٩]/g, ''), code).toBe(entry.ar.replace(/[^٠-٩]/g, ''));
    }
  });
});
