import type { Entry } from './entry.ts';

/** Validation cases of spec §5: the contact form. */
export const contactFields = {
  'short-contact-title': {
    status: 400,
    ar: 'عنوان الرسالة قصير جدًا.',
  },
  'long-contact-title': {
    status: 400,
    ar: 'عنوان الرسالة طويل جدًا.',
  },
  'short-contact-message': {
    status: 400,
    ar: 'الرسالة قصيرة جدًا.',
  },
  'long-contact-message': { status: 400, ar: 'الرسالة طويلة جدًا.' },
} as const satisfies Record<string, Entry>;
