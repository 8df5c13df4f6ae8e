import type { Entry } from './entry.ts';

/** Validation cases of spec §5: a chat message. */
export const chatFields = {
  'invalid-message-html': {
    status: 400,
    ar: 'الرسالة فيها تنسيق مش مسموح بيه.',
  },
  'short-message-text': { status: 400, ar: 'الرسالة فاضية.' },
  'long-message-text': {
    status: 400,
    ar: 'الرسالة طويلة أوي (آخرها ٤٠٠٠ حرف).',
  },
} as const satisfies Record<string, Entry>;
