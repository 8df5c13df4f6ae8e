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
 * A whole number typed in either digit set («١٩٩٤» or «1994»): `Number` alone reads Arabic-Indic
 * digits as NaN, which JSON sends as null and the server refuses as the wrong type.
 */
export function typedNumber(text: string): number {
  return Number(toLatinDigits(text.trim()));
}
