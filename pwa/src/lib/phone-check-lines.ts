import type { Gender } from '@kalam/shared';
import { phoneCheckText } from '../i18n/phone-check-text.ts';

/** The reader of the phone check: who is signed in (their role and gender), if known yet. */
type Reader = { role?: string; gender?: Gender | null } | null | undefined;

/**
 * Why the phone check asks for the number, and what «بعدين» leaves, for the one reading it: a
 * student is told of paying and booking, a tutor of her interviews and lessons (a tutor never
 * pays), anyone else (the staff) of neither. Before the user is known, the student's lines.
 */
export function phoneCheckLines(reader: Reader): { why: string; laterHint: string } {
  const role = reader?.role ?? 'Student';
  const audience = role === 'Student' || role === 'Tutor' ? role : 'staff';
  return {
    why: phoneCheckText.why[audience](reader),
    laterHint: phoneCheckText.laterHint[audience](reader),
  };
}
