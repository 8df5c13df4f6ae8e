import { createIntl, createIntlCache } from '@formatjs/intl';
import { LOCALE } from '../constants.ts';
import { AR_MESSAGES, type ArabicMessageId } from './arabic-messages.ts';
import type { Gender } from '../enums.ts';

/*
 * One ICU formatter for the catalogue (FormatJS: parsed once, cached, ar-EG numbers inside).
 * A missing value or a broken message throws, so a test catches it rather than a person.
 * Made on the first message, not when the module loads (decision 212: it loads the Arabic
 * locale data, some 20 ms of the server's start).
 */
let intl: ReturnType<typeof createIntl> | undefined;
const formatter = () =>
  (intl ??= createIntl(
    {
      locale: LOCALE,
      messages: AR_MESSAGES,
      onError: (error) => {
        throw error;
      },
    },
    createIntlCache(),
  ));

export type MessageValues = Record<string, string | number>;

/** A catalogue message with its values: `say('lessons', { count: 3 })` → «٣ حصص». */
export function say(id: ArabicMessageId, values: MessageValues = {}): string {
  return formatter().formatMessage({ id }, values);
}

/** A counted noun: `count('minutes', 2)` → «دقيقتين». */
export function count(id: ArabicMessageId, n: number): string {
  return say(id, { count: n });
}

/** The `gender` value of a message: the person's, or `other` when it is not known. */
export function genderOf(person: { gender?: Gender | null } | null | undefined): string {
  return person?.gender ?? 'other';
}

/** Someone whose gender may be known: the signed-in reader, or a person shown on screen. */
export type Gendered = { gender?: Gender | null } | null | undefined;

/**
 * One phrase in both forms, chosen by the person's gender (decision 207): `female` for a woman,
 * `male` for a man, `other` (the masculine unless given) when the gender is not known.
 * `gendered(user, { female: 'احجزي حصة', male: 'احجز حصة' })`.
 */
export function gendered(
  person: Gendered,
  forms: { female: string; male: string; other?: string },
): string {
  return say('byGender', {
    gender: genderOf(person),
    female: forms.female,
    male: forms.male,
    other: forms.other ?? forms.male,
  });
}

/**
 * A text entry in both forms, for a feature's text.ts: `join: byGender('ادخلي', 'ادخل')`, then
 * `t.join(user)` on screen. `other` (gender unknown) is the masculine unless given.
 */
export function byGender(female: string, male: string, other?: string) {
  return (person: Gendered): string => gendered(person, { female, male, other });
}
