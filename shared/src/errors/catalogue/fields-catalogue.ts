import type { Entry } from './entry.ts';

/** Validation cases of spec §5: what the back office names (topics, plans) and an invite's expiry. */
export const catalogueFields = {
  'short-topic-name': {
    status: 400,
    ar: 'اسم الموضوع قصير جدًا.',
  },
  'long-topic-name': {
    status: 400,
    ar: 'اسم الموضوع طويل جدًا.',
  },
  'invalid-topic-name': {
    status: 400,
    ar: 'اسم الموضوع فيه رموز مش مسموح بيها.',
  },
  /** Two topics of one name put the same topic twice on a tutor (and in every list). */
  'topic-exists': {
    status: 409,
    ar: 'فيه موضوع بالاسم ده قبل كده.',
  },
  'invalid-plan-name': {
    status: 400,
    ar: 'اسم الباقة مش مظبوط (من ٢ لـ ٥٠ حرف، من غير رموز تنسيق).',
  },
  'invalid-invite-expiry': {
    status: 400,
    ar: 'تاريخ انتهاء الدعوة مش مظبوط أو فات.',
  },
} as const satisfies Record<string, Entry>;
