import { errorMessage, invoiceNoteSchema, issueCode, type Gendered } from '@kalam/shared';
import { withdrawalText } from './withdrawal-text.ts';

/**
 * Why a note cannot be saved, in the reader's words, or null: the server's rule checked before
 * the call, so an empty note is said under the field rather than learnt from a refused request.
 */
export function noteRefusal(note: string): string | null {
  const checked = invoiceNoteSchema.safeParse(note);
  return checked.success ? null : errorMessage(issueCode(checked.error.issues[0]!));
}

/**
 * Why a refusal cannot be sent yet, or null: the admin's screen asks for a reason, since it is
 * what the tutor reads on the refused request (decision 282; the API keeps the note optional, as
 * spec §4 lists rejecting and noting apart); past that it is a note like any other.
 */
export function rejectReasonRefusal(reason: string, reader: Gendered): string | null {
  if (!reason.trim()) return withdrawalText.admin.rejectReasonMissing(reader);
  return noteRefusal(reason);
}
