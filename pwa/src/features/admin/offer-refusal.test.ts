import { describe, expect, it } from 'vitest';
import { AppError, errorMessage } from '@kalam/shared';
import { offerRefusal } from './offer-refusal.ts';

const fields = [
  { name: 'code', label: 'الكود' },
  { name: 'discount', label: 'الخصم ٪' },
  { name: 'maxDiscount', label: 'أقصى خصم (جنيه)' },
  { name: 'expires', label: 'بينتهي', path: 'expiresAt' },
];

// A coupon with «abc» as its cap (walk of the admin's money day): the toast read only «القيمة دي
// مش من النوع المطلوب.», with three number-like fields to guess from.
describe('a refused coupon names the field to fix', () => {
  it('puts the field before its message, in the form’s order', () => {
    const error = new AppError('invalid-type', [
      { path: 'maxDiscount', code: 'invalid-type', message: '' },
      { path: 'code', code: 'invalid-coupon-code', message: '' },
    ]);
    expect(offerRefusal(error, fields)).toBe(
      `الكود: ${errorMessage('invalid-coupon-code')} أقصى خصم (جنيه): ${errorMessage('invalid-type')}`,
    );
  });

  it('finds a field whose body key differs from its name', () => {
    const error = new AppError('invalid-coupon-expiry', [
      { path: 'expiresAt', code: 'invalid-coupon-expiry', message: '' },
    ]);
    expect(offerRefusal(error, fields)).toBe(`بينتهي: ${errorMessage('invalid-coupon-expiry')}`);
  });

  it('reads a refusal of no field as the catalogue says it', () => {
    expect(offerRefusal(new AppError('coupon-exists'), fields)).toBe(errorMessage('coupon-exists'));
  });
});
