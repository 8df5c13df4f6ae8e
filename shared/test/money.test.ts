import { describe, expect, it } from 'vitest';
import {
  discounted,
  formatMoney,
  mulDivRound,
  parseAmount,
  splitInstalments,
  toDecimalString,
} from '../src/money.ts';

describe('money in integer hundredths', () => {
  it('rounds half away from zero without floats', () => {
    expect(mulDivRound(1005, 50, 100)).toBe(503); // 502.5 → 503
    expect(mulDivRound(-1005, 50, 100)).toBe(-503);
    expect(mulDivRound(999, 1, 3)).toBe(333);
  });

  it('applies a whole-percent discount', () => {
    expect(discounted(30000, 10)).toBe(27000);
    expect(discounted(9999, 15)).toBe(8499); // 8499.15
    expect(() => discounted(100, 101)).toThrow();
  });

  it('splits instalments that add up exactly', () => {
    const parts = splitInstalments(100_001, 3);
    expect(parts).toEqual([33_335, 33_333, 33_333]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100_001);
  });

  it('formats for gateways with two decimals', () => {
    expect(toDecimalString(2050)).toBe('20.50');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(84000)).toBe('840.00');
  });

  it('parses what people type, Arabic digits included', () => {
    expect(parseAmount('150')).toBe(15000);
    expect(parseAmount('150.5')).toBe(15050);
    expect(parseAmount('١٥٠٫٢٥')).toBe(15025);
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
  });

  it('reads thousands typed with a separator, as the app writes them (٥٠٬٠٠٠)', () => {
    expect(parseAmount('1,000')).toBe(100000);
    expect(parseAmount('١٬٠٠٠')).toBe(100000);
    expect(parseAmount('٥٠٬٠٠٠')).toBe(5000000);
    expect(parseAmount('12,500.50')).toBe(1250050);
    expect(parseAmount('١٢٬٥٠٠٫٥')).toBe(1250050);
    // One or two digits after a comma are still a fraction; a broken group is no amount.
    expect(parseAmount('150,50')).toBe(15050);
    expect(parseAmount('1,00,000')).toBeNull();
    expect(parseAmount('10,0000')).toBeNull();
  });

  it('formats EGP in ar-EG with Arabic-Indic digits', () => {
    const text = formatMoney(15000).replace(/[\u200f\u200e\u00a0\u061c]/g, ' ');
    expect(text).toContain('١٥٠');
    expect(text).toMatch(/ج\.م\.?/);
  });

  it('writes whole amounts without decimals and fractions with two (ARABIC.md «Money»)', () => {
    const plain = (n: number) => formatMoney(n).replace(/[^\d٠-٩٫]/g, '');
    expect(plain(45000)).toBe('٤٥٠');
    expect(plain(2250)).toBe('٢٢٫٥٠');
    expect(plain(2205)).toBe('٢٢٫٠٥');
  });
});
