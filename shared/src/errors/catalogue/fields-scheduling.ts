import type { Entry } from './entry.ts';

/**
 * Validation cases of spec §5: a lesson's length, dates and availability; before them, in the
 * catalogue's order, the English level and a verification code's format.
 */
export const schedulingFields = {
  'invalid-english-level': {
    status: 400,
    ar: 'مستوى الإنجليزي مش مظبوط.',
  },
  'invalid-verification-code-format': {
    status: 400,
    ar: 'الكود ٥ أرقام.',
  },
  'invalid-lesson-duration': {
    status: 400,
    ar: 'مدة الحصة لازم تكون ١٥ أو ٣٠ دقيقة.',
  },
  'invalid-date': { status: 400, ar: 'التاريخ مش مظبوط.' },
  'invalid-availability-slot': {
    status: 400,
    ar: 'الميعاد مش مظبوط: البداية لازم تكون قبل النهاية في نفس اليوم.',
  },
  'overlapping-availability-slots': {
    status: 400,
    ar: 'المواعيد المتاحة متداخلة.',
  },
} as const satisfies Record<string, Entry>;
