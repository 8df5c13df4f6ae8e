import { describe, expect, it } from 'vitest';
import { expectedTransfer } from './expected-transfer.ts';

// The reviewer read «بين الثلاثاء، ٨ ديسمبر والأربعاء، ٩ ديسمبر» on the tutor's request and
// «التحويل المتوقع: الأربعاء، ٩ ديسمبر» on the admin's: one label, two answers (decision 282).
describe('the expected transfer of one request, to the tutor and to the admin', () => {
  const expected = { from: '2026-12-08', by: '2026-12-09' };

  it('tells the tutor both days of the promise', () => {
    expect(expectedTransfer(expected, 'tutor')).toEqual({
      label: 'التحويل المتوقع',
      days: 'بين الثلاثاء، ٨ ديسمبر والأربعاء، ٩ ديسمبر',
    });
  });

  it('tells the admin the last of those days, named as the day to transfer by', () => {
    const admin = expectedTransfer(expected, 'admin');
    expect(admin).toEqual({ label: 'آخر ميعاد للتحويل', days: 'الأربعاء، ٩ ديسمبر' });
    expect(admin.label).not.toBe(expectedTransfer(expected, 'tutor').label);
    expect(expectedTransfer(expected, 'tutor').days.endsWith(admin.days)).toBe(true);
  });
});
