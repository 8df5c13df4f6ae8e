import { errorMessage, invoiceNoteSchema, issueCode } from '@kalam/shared';

/**
 * Why a note cannot be saved, in the reader's words, or null: the server's rule checked before
 * the call, so an empty note is said under the field rather than learnt from a refused request.
 */
export function noteRefusal(note: string): string | null {
  const checked = invoiceNoteSchema.safeParse(note);
  return checked.success ? null : errorMessage(issueCode(checked.error.issues[0]!));
}
