import { errorMessage, invoiceNoteSchema, issueCode } from '@kalam/shared';

/**
 * Why a note cannot be saved, in the reader's words, or null: the server's rule checked before
 * the call, so an empty note is said under the field rather than learnt from a refused request.
 */
export function noteRefusal(note: string): string | null {
  const checked = invoiceNoteSchema.safeParse(note);
  return checked.success ? null : errorMessage(issueCode(checked.error.issues[0]!));
}

/**
 * Why a refusal cannot be sent yet, or null: a rejection must say why, since the reason is what
 * the tutor reads on the refused request (decision 282); past that it is a note like any other.
 */
export function rejectReasonRefusal(reason: string): string | null {
  if (!reason.trim()) return errorMessage('invoice-reject-reason-required');
  return noteRefusal(reason);
}
