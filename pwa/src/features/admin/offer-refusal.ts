import { fieldErrors, failureText } from '../../lib/form.ts';

/**
 * A refusal of an offer's form in one toast that names the field to fix («أقصى خصم (جنيه): …»),
 * in the form's order: the catalogue's messages alone («القيمة دي مش من النوع المطلوب.») did
 * not say which of three number fields was wrong. A refusal of no field reads as before.
 */
export function offerRefusal(
  error: unknown,
  fields: readonly { name: string; label: string; path?: string }[],
): string {
  const byPath = fieldErrors(error);
  const named = fields
    .filter((f) => byPath[f.path ?? f.name])
    .map((f) => `${f.label}: ${byPath[f.path ?? f.name]}`);
  return named.length > 0 ? named.join(' ') : failureText(error);
}
