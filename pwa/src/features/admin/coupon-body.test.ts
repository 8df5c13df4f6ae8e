import { describe, expect, it } from 'vitest';
import { couponBody } from './coupon-body.ts';

const draft = (expires: string) => ({
  code: ' SUMMER10 ',
  discount: '١٠',
  maxDiscount: '١٠٠',
  expires,
});

// A coupon ends at the last minute of the Cairo date the admin picked, in winter (UTC+2) and in
// summer time (UTC+3): a fixed +02:00 made a summer coupon run to 00:59 of the next day.
describe('a coupon from the admin’s form', () => {
  it('ends at 23:59 Cairo time in winter and in summer', () => {
    expect(couponBody(draft('2027-01-15')).expiresAt).toBe('2027-01-15T21:59:00.000Z');
    expect(couponBody(draft('2027-07-15')).expiresAt).toBe('2027-07-15T20:59:00.000Z');
  });

  it('reads the code trimmed and the amounts in either digit set, money in piasters', () => {
    expect(couponBody(draft('2027-01-15'))).toMatchObject({
      code: 'SUMMER10',
      discount: 10,
      maxDiscount: 10_000,
    });
  });

  it('reads an empty limit as none and a typed one in either digit set (decision 294)', () => {
    expect(couponBody(draft('2027-01-15'))).toMatchObject({
      usageLimit: null,
      perStudentLimit: null,
    });
    expect(
      couponBody({ ...draft('2027-01-15'), usageLimit: ' ٢٠ ', perStudentLimit: '2' }),
    ).toMatchObject({ usageLimit: 20, perStudentLimit: 2 });
    // Unreadable goes as typed, for the server to refuse by name: null would clear the limit.
    expect(couponBody({ ...draft('2027-01-15'), usageLimit: 'abc' }).usageLimit).toBe('abc');
  });
});
