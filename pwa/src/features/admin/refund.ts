import { formatMoney, parseAmount, toArabicDigits, toDecimalString } from '@kalam/shared';
import { adminText } from './text.ts';

const t = adminText.user.refund;

/** The rest of an order as the refund field first shows it: «٨٥٠», «٢٢٫٥٠». */
export function refundField(rest: number): string {
  const text = toDecimalString(rest);
  return toArabicDigits(text.endsWith('.00') ? text.slice(0, -3) : text.replace('.', '٫'));
}

/**
 * What the refund dialog sends for the amount typed (either digit set, pounds and piasters):
 * hundredths of EGP, at most what is left of the order; or the line that says what to fix.
 */
export function readRefund(typed: string, rest: number): { amount: number } | { error: string } {
  if (!typed.trim()) return { error: t.amountMissing };
  const amount = parseAmount(typed);
  if (amount === null || amount <= 0) return { error: t.amountInvalid };
  if (amount > rest) return { error: t.amountOver(formatMoney(rest)) };
  return { amount };
}
