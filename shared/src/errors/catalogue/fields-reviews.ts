import type { Entry } from './entry.ts';

/** Validation cases of spec §5: what staff write about an applicant, and a student's rating of a tutor. */
export const reviewFields = {
  'short-review-reason': {
    status: 400,
    ar: 'سبب الرفض قصير جدًا، اكتب للمدرّس يعدّل إيه.',
    arFemale: 'سبب الرفض قصير جدًا، اكتبي للمدرّس يعدّل إيه.',
  },
  'long-review-reason': {
    status: 400,
    ar: 'سبب الرفض طويل جدًا.',
  },
  'invalid-review-reason-html': {
    status: 400,
    ar: 'سبب الرفض فيه تنسيق مش مسموح بيه.',
  },
  'invalid-interview-feedback-html': {
    status: 400,
    ar: 'ملاحظات المقابلة فيها تنسيق مش مسموح بيه.',
  },
  'short-interview-feedback': {
    status: 400,
    ar: 'ملاحظات المقابلة قصيرة جدًا.',
  },
  'long-interview-feedback': {
    status: 400,
    ar: 'ملاحظات المقابلة طويلة جدًا.',
  },
  'invalid-demo-session-feedback-html': {
    status: 400,
    ar: 'ملاحظات الجلسة التجريبية فيها تنسيق مش مسموح بيه.',
  },
  'short-demo-session-feedback': {
    status: 400,
    ar: 'ملاحظات الجلسة التجريبية قصيرة جدًا.',
  },
  'long-demo-session-feedback': {
    status: 400,
    ar: 'ملاحظات الجلسة التجريبية طويلة جدًا.',
  },
  'invalid-interview-note-html': {
    status: 400,
    ar: 'ملاحظة المقابلة فيها تنسيق مش مسموح بيه.',
  },
  'short-interview-note': {
    status: 400,
    ar: 'ملاحظة المقابلة قصيرة جدًا.',
  },
  'long-interview-note': {
    status: 400,
    ar: 'ملاحظة المقابلة طويلة جدًا.',
  },
  'interview-level-too-low': {
    status: 400,
    ar: 'مستوى الإنجليزي لازم يكون ١ أو أكتر (من ١ لـ ١٠).',
  },
  'interview-level-too-high': {
    status: 400,
    ar: 'مستوى الإنجليزي لازم يكون ١٠ أو أقل (من ١ لـ ١٠).',
  },
  'rating-value-out-of-range': {
    status: 400,
    ar: 'التقييم لازم يكون من ١ لـ ٥.',
  },
  'short-rating-text': {
    status: 400,
    ar: 'نص التقييم قصير جدًا.',
  },
  'long-rating-text': {
    status: 400,
    ar: 'نص التقييم طويل جدًا.',
  },
} as const satisfies Record<string, Entry>;
