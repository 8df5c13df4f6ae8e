import { describe, expect, it } from 'vitest';
import { checkoutText } from './text.ts';
import {
  checkoutReturnPath,
  cvvError,
  typedCvv,
  groupDigits,
  installmentsFor,
  isSettled,
  parsePeriod,
  payStep,
  priceSummary,
  returnedChoice,
  safeReturnPath,
  walletMobile,
} from './checkout-logic.ts';

// 400 EGP a month; 10% off a quarter, 20% off a year.
const plan = {
  monthPrice: 40_000,
  monthDiscount: 0,
  quarterDiscount: 10,
  yearDiscount: 20,
  weeklyMinutes: 60,
};
const now = Date.parse('2026-11-22T10:00:00Z');
const coupon = (discount: number, maxDiscount: number, expiresAt = '2026-12-31T00:00:00Z') => ({
  code: 'SAVE10',
  discount,
  maxDiscount,
  expiresAt,
});

describe('parsePeriod', () => {
  it.each([
    ['Month', 'Month'],
    ['quarter', 'Quarter'],
    ['YEAR', 'Year'],
    ['FreeTrial', null],
    ['week', null],
    [undefined, null],
  ])('%s → %s', (segment, expected) => expect(parsePeriod(segment)).toBe(expected));
});

describe('priceSummary', () => {
  it('a month has no savings and no coupon', () => {
    expect(priceSummary(plan, 'Month', null, now)).toEqual({
      base: 40_000,
      monthByMonth: 40_000,
      savings: 0,
      couponDiscount: 0,
      couponCapped: false,
      total: 40_000,
      couponError: null,
      installments: null,
    });
  });

  it('a quarter saves its discount against three single months', () => {
    const s = priceSummary(plan, 'Quarter', null, now);
    expect(s.base).toBe(108_000);
    expect(s.monthByMonth).toBe(120_000);
    expect(s.savings).toBe(12_000);
    expect(s.total).toBe(108_000);
  });

  it('a coupon takes its percent off the period price', () => {
    const s = priceSummary(plan, 'Year', coupon(10, 100_000), now);
    expect(s.base).toBe(384_000);
    expect(s.couponDiscount).toBe(38_400);
    expect(s.total).toBe(345_600);
    expect(s.couponError).toBeNull();
  });

  it('a coupon is capped by its maximum discount', () => {
    const s = priceSummary(plan, 'Year', coupon(50, 5_000), now);
    expect(s.couponDiscount).toBe(5_000);
    expect(s.couponCapped).toBe(true);
    expect(s.total).toBe(379_000);
  });

  it('an expired coupon takes nothing off and says why', () => {
    const s = priceSummary(plan, 'Month', coupon(10, 100_000, '2026-11-01T00:00:00Z'), now);
    expect(s.couponError).toBe('expired-coupon');
    expect(s.couponDiscount).toBe(0);
    expect(s.total).toBe(40_000);
  });

  it('a coupon that would make the order free is refused like the server does', () => {
    const s = priceSummary(plan, 'Month', coupon(100, 1_000_000), now);
    expect(s.couponError).toBe('illegal');
    expect(s.total).toBe(40_000);
  });

  it('offers instalments only on the 120 and 230 minute plans', () => {
    expect(priceSummary({ ...plan, weeklyMinutes: 120 }, 'Month', null, now).installments).toBe(2);
    expect(installmentsFor(230)).toBe(3);
    expect(installmentsFor(60)).toBeNull();
  });
});

describe('cvvError', () => {
  // Typed in either digit set, as every number field takes it (ARABIC.md «Numbers»).
  it.each(['123', '1234', ' 123 ', '١٢٣', '١٢٣٤'])('accepts %j', (cvv) =>
    expect(cvvError(cvv)).toBeNull(),
  );
  it('sends the code in Latin digits', () => expect(typedCvv(' ١٢٣ ')).toBe('123'));
  it.each(['', '12', '12345', '12a', '١٢'])('refuses %j with invalid-cvv', (cvv) =>
    expect(cvvError(cvv)).toBe('invalid-cvv'),
  );
});

describe('walletMobile', () => {
  it('accepts the four networks and stores E.164', () => {
    expect(walletMobile('01012345678')).toBe('+201012345678');
    expect(walletMobile('01112345678')).toBe('+201112345678');
    expect(walletMobile('01212345678')).toBe('+201212345678');
    expect(walletMobile('01512345678')).toBe('+201512345678');
  });
  it.each(['0101234567', '01312345678', 'abc', ''])('refuses %j', (text) =>
    expect(walletMobile(text)).toBeNull(),
  );
});

describe('payStep', () => {
  it.each([
    ['New', 'waiting', false],
    ['Paid', 'done', true],
    ['Processed', 'done', true],
    ['Failed', 'failed', true],
    ['Expired', 'expired', true],
    ['Canceled', 'canceled', true],
    ['Refunded', 'refunded', true],
    ['PartialRefunded', 'refunded', true],
  ] as const)('%s → %s', (status, step, settled) => {
    expect(payStep(status)).toBe(step);
    expect(isSettled(status)).toBe(settled);
  });
});

describe('helpers', () => {
  it('groups a voucher number by three digits, in Arabic-Indic digits', () =>
    expect(groupDigits('123456789')).toBe('١٢٣ ٤٥٦ ٧٨٩'));
  it("says a card's last four in Arabic-Indic digits", () => {
    expect(checkoutText.card.ending('Visa', '4242')).toBe('Visa ينتهي بـ ٤٢٤٢');
  });
  it.each([
    ['/checkout/p1/Month', '/checkout/p1/Month'],
    ['//evil.example', null],
    ['https://evil.example', null],
    [null, null],
  ])('safeReturnPath(%j) → %j', (path, expected) => expect(safeReturnPath(path)).toBe(expected));
});

describe('coming back from adding a card', () => {
  it('returns to the card tab with the coupon she had applied', () => {
    const path = checkoutReturnPath('/checkout/p1/Month', 'card', 'WELCOME20');
    expect(path).toBe('/checkout/p1/Month?method=card&coupon=WELCOME20');
    expect(safeReturnPath(path)).toBe(path);
    expect(returnedChoice(new URLSearchParams(path.split('?')[1]))).toEqual({
      method: 'card',
      coupon: 'WELCOME20',
    });
  });

  it('without a coupon, and on the instalments tab', () => {
    const path = checkoutReturnPath('/checkout/p1/Year', 'installments');
    expect(path).toBe('/checkout/p1/Year?method=installments');
    expect(returnedChoice(new URLSearchParams('method=installments'))).toEqual({
      method: 'installments',
      coupon: null,
    });
  });

  it('a fresh checkout, or an unknown tab, opens on Fawry', () => {
    expect(returnedChoice(new URLSearchParams(''))).toEqual({ method: 'fawry', coupon: null });
    expect(returnedChoice(new URLSearchParams('method=cash&coupon='))).toEqual({
      method: 'fawry',
      coupon: null,
    });
  });
});
