import { instantAt, MONEY_SCALER } from '@kalam/shared';
import { typedNumber } from '../../lib/arabic-digits-input.ts';

/** The last minute of a Cairo date: a coupon ends with the day it names, summer time or not. */
const END_OF_DAY = 23 * 60 + 59;

/**
 * A limit of uses as the server takes it (decision 294): empty is none (null); a number in
 * either digit set; anything else goes as typed, for the server to refuse by the field's name —
 * never as null, which would take the limit away.
 */
function typedLimit(text: string | undefined): number | null {
  const typed = (text ?? '').trim();
  if (!typed) return null;
  const n = typedNumber(typed);
  return Number.isFinite(n) ? n : (typed as unknown as number);
}

/** A coupon as the server takes it, from the form's draft (either digit set typed). */
export function couponBody(d: Record<string, string>) {
  return {
    code: (d.code ?? '').trim(),
    discount: typedNumber(d.discount ?? ''),
    maxDiscount: Math.round(typedNumber(d.maxDiscount ?? '') * MONEY_SCALER),
    expiresAt: new Date(instantAt(d.expires ?? '', END_OF_DAY)).toISOString(),
    usageLimit: typedLimit(d.usageLimit),
    perStudentLimit: typedLimit(d.perStudentLimit),
  };
}
