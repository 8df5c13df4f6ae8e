import type { Entry } from './entry.ts';

/** Validation cases of spec §5: a problem report and the team's handling of it. */
export const reportFields = {
  'short-report-description': {
    status: 400,
    ar: 'وصف المشكلة قصير جدًا.',
  },
  'long-report-description': {
    status: 400,
    ar: 'وصف المشكلة طويل جدًا.',
  },
  'invalid-report-description': {
    status: 400,
    ar: 'وصف المشكلة فيه رموز مش مسموح بيها.',
  },
  'long-report-note': {
    status: 400,
    ar: 'الملاحظة طويلة جدًا.',
  },
  'invalid-report-note': {
    status: 400,
    ar: 'الملاحظة فيها رموز مش مسموح بيها.',
  },
  'invalid-report-status': {
    status: 400,
    ar: 'حالة البلاغ مش مظبوطة.',
  },
} as const satisfies Record<string, Entry>;
