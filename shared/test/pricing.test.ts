import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors/app-error.ts';
import { applyCoupon, planPrices, priceFor } from '../src/pricing.ts';

const plan = { monthPrice: 60_000, monthDiscount: 0, quarterDiscount: 10, yearDiscount: 20 };
const now = Date.parse('2026-11-22T10:00:00.000Z');

describe('plan prices in hundredths', () => {
  it('derives month, quarter and year from the base month price and discounts', () => {
    expect(planPrices(plan)).toEqual({ month: 60_000, quarter: 162_000, year: 576_000 });
  });

  it('rounds each period once, half away from zero', () => {
    const odd = { monthPrice: 33_333, monthDiscount: 5, quarterDiscount: 15, yearDiscount: 25 };
    // 31666.35 → 31666; 99999 × 0.85 = 84999.15 → 84999; 399996 × 0.75 = 299997
    expect(planPrices(odd)).toEqual({ month: 31_666, quarter: 84_999, year: 299_997 });
    expect(planPrices({ ...odd, monthPrice: 10_001, monthDiscount: 50 }).month).toBe(5_001);
  });

  it('prices one period; the free trial costs nothing', () => {
    expect(priceFor(plan, 'Month')).toBe(60_000);
    expect(priceFor(plan, 'Quarter')).toBe(162_000);
    expect(priceFor(plan, 'Year')).toBe(576_000);
    expect(priceFor(plan, 'FreeTrial')).toBe(0);
  });

  it('refuses a discount outside 0..100', () => {
    expect(() => planPrices({ ...plan, yearDiscount: 101 })).toThrow(RangeError);
  });
});

describe('coupons', () => {
  const coupon = { discount: 10, maxDiscount: 5_000, expiresAt: now + 60_000 };

  it('takes a percentage off', () => {
    expect(applyCoupon(20_000, coupon, now)).toEqual({ discount: 2_000, total: 18_000 });
  });

  it('caps the discount at the coupon maximum', () => {
    expect(applyCoupon(162_000, coupon, now)).toEqual({ discount: 5_000, total: 157_000 });
  });

  it('has no cap when the maximum is null', () => {
    expect(applyCoupon(162_000, { ...coupon, maxDiscount: null }, now)).toEqual({
      discount: 16_200,
      total: 145_800,
    });
  });

  it('accepts ISO and Date instants', () => {
    const iso = { ...coupon, expiresAt: new Date(now + 1).toISOString() };
    expect(applyCoupon(1_000, iso, new Date(now)).total).toBe(900);
  });

  it('is expired from its expiry instant on', () => {
    expect(() => applyCoupon(1_000, { ...coupon, expiresAt: now }, now)).toThrow(AppError);
    try {
      applyCoupon(1_000, { ...coupon, expiresAt: now - 1 }, now);
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).code).toBe('expired-coupon');
      expect((error as AppError).status).toBe(409);
    }
  });

  it('treats an unreadable expiry as expired', () => {
    expect(() => applyCoupon(1_000, { ...coupon, expiresAt: 'soon' }, now)).toThrow(
      'كود الخصم خلص وقته.',
    );
  });
});
