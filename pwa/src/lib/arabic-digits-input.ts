import type { ChangeEvent } from 'react';
import { toArabicDigits, toLatinDigits } from '@kalam/shared';

/**
 * A number field reads Arabic-Indic digits like every number on the screens (ARABIC.md
 * «Numbers»), whichever set is typed: call first in the field's `onChange`. The caret stays
 * where it was (one digit for one digit). What is sent is read back with `toLatinDigits`.
 */
export function showArabicDigits(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const shown = toArabicDigits(input.value);
  if (shown === input.value) return;
  const caret = input.selectionStart;
  input.value = shown;
  input.setSelectionRange(caret, caret);
}

/**
 * A number as typed in a field, in either digit set («١٩٩٠» or «1990», «٢٥٫٥» or «25.5»): `Number` alone reads
 * Arabic-Indic digits as NaN, which JSON sends as null. An empty field reads as 0.
 */
export function typedNumber(text: string): number {
  // The Arabic decimal mark «٫» too: a plan's price may be typed «٤٥٠٫٥».
  return Number(toLatinDigits(text.trim()).replace('٫', '.'));
}

/**
 * A react-hook-form field that reads Arabic digits as they are typed: `{...arabicDigitsField(
 * form.register('birthYear'))}`. The digits are turned before the form reads the value, so the
 * form keeps what the field shows.
 */
export function arabicDigitsField<R extends { onChange: (event: { target: unknown }) => unknown }>(
  registration: R,
): R {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      showArabicDigits(event);
      return registration.onChange(event);
    },
  };
}
