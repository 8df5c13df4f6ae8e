import type { Gender } from '../enums.ts';

/*
 * A phrase's form by the person's gender (decision 207). Plain code, not the ICU catalogue: the
 * public pages' chrome speaks in both forms and should not load the message formatter for it
 * (decision 228).
 */

/** Someone whose gender may be known: the signed-in reader, or a person shown on screen. */
export type Gendered = { gender?: Gender | null } | null | undefined;

/** The `gender` value of a message: the person's, or `other` when it is not known. */
export function genderOf(person: Gendered): string {
  return person?.gender ?? 'other';
}

/**
 * One phrase in both forms, chosen by the person's gender: `female` for a woman, `male` for a
 * man, `other` (the masculine unless given) when the gender is not known.
 * `gendered(user, { female: 'احجزي حصة', male: 'احجز حصة' })`.
 */
export function gendered(
  person: Gendered,
  forms: { female: string; male: string; other?: string },
): string {
  const gender = person?.gender;
  if (gender === 'female') return forms.female;
  if (gender === 'male') return forms.male;
  return forms.other ?? forms.male;
}

/**
 * A text entry in both forms, for a feature's text.ts: `join: byGender('ادخلي', 'ادخل')`, then
 * `t.join(user)` on screen. `other` (gender unknown) is the masculine unless given.
 */
export function byGender(female: string, male: string, other?: string) {
  return (person: Gendered): string => gendered(person, { female, male, other });
}
