import { describe, expect, it } from 'vitest';
import { formatMoney } from '@kalam/shared';
import { readRefund, refundField } from './refund.ts';
import { adminText } from './text.ts';

const t = adminText.user.refund;

// The admin's refund of part of an order, then the rest (walk of the admin's money day): the
// server took an `amount` and the dialog only ever sent the whole rest.
describe('the refund dialog reads the amount to give back', () => {
  it('starts at what is left of the order, in Arabic digits', () => {
    expect(refundField(85_000)).toBe('٨٥٠');
    expect(refundField(2_250)).toBe('٢٢٫٥٠');
  });

  it('sends a part in hundredths, typed in either digit set', () => {
    expect(readRefund('٣٠٠', 85_000)).toEqual({ amount: 30_000 });
    expect(readRefund('300.5', 85_000)).toEqual({ amount: 30_050 });
    expect(readRefund('٥٥٠', 55_000)).toEqual({ amount: 55_000 });
  });

  it('says what to fix: nothing typed, not an amount, more than is left', () => {
    expect(readRefund(' ', 85_000)).toEqual({ error: t.amountMissing });
    expect(readRefund('٠', 85_000)).toEqual({ error: t.amountInvalid });
    expect(readRefund('abc', 85_000)).toEqual({ error: t.amountInvalid });
    expect(readRefund('10.555', 85_000)).toEqual({ error: t.amountInvalid });
    expect(readRefund('٥٥٠٫٠١', 55_000)).toEqual({ error: t.amountOver(formatMoney(55_000)) });
  });
});
