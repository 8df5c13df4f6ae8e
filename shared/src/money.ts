import { CURRENCY, LOCALE, MONEY_SCALER } from './constants.ts';
import { toLatinDigits } from './digits.ts';

/**
 * Money is an integer count of hundredths of EGP (piasters). These helpers never use floats
 * for arithmetic: every product is an integer and every division rounds half away from zero.
 */
export type Hundredths = number;

export function isHundredths(value: unknown): value is Hundredths {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Whole pounds to hundredths: 150 → 15000. */
export function poundsToHundredths(pounds: number): Hundredths {
  if (!Number.isSafeInteger(pounds)) throw new RangeError('pounds must be a whole number');
  return pounds * MONEY_SCALER;
}

/**
 * "150.5", "150,50" or "1,500" (as typed by a person, Arabic digits too) to hundredths; null when
 * it is not an amount. A comma or «٬» before groups of exactly three digits separates thousands,
 * as the app itself writes them («٥٠٬٠٠٠»); before one or two digits it is the decimal point.
 */
export function parseAmount(text: string): Hundredths | null {
  const latin = toLatinDigits(text.trim());
  const grouped = /^\d{1,3}(?:[,٬]\d{3})+(?:[.٫]\d{1,2})?$/.test(latin);
  const normalised = (grouped ? latin.replace(/[,٬]/g, '') : latin).replace(/[٫,]/g, '.');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(normalised);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * MONEY_SCALER + fraction;
}

/** (a × b) ÷ c rounded half away from zero, all integers. */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c === 0) throw new RangeError('division by zero');
  const product = a * b;
  if (!Number.isSafeInteger(product)) throw new RangeError('amount too large');
  const sign = Math.sign(product) * Math.sign(c);
  const absProduct = Math.abs(product);
  const absC = Math.abs(c);
  const quotient = Math.floor(absProduct / absC);
  const remainder = absProduct - quotient * absC;
  return sign * (remainder * 2 >= absC ? quotient + 1 : quotient);
}

/** An amount less a whole-number percentage: 10000 less 15% → 8500. */
export function discounted(amount: Hundredths, percent: number): Hundredths {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError('percent must be 0..100');
  return mulDivRound(amount, 100 - percent, 100);
}

/** Split an amount into `parts` instalments that add up exactly; the first carries the remainder. */
export function splitInstalments(amount: Hundredths, parts: number): Hundredths[] {
  if (!Number.isInteger(parts) || parts < 1)
    throw new RangeError('parts must be a positive integer');
  const base = Math.floor(amount / parts);
  const remainder = amount - base * parts;
  return Array.from({ length: parts }, (_, i) => (i === 0 ? base + remainder : base));
}

/** Two decimals with a dot, as gateways sign amounts: 2050 → "20.50". */
export function toDecimalString(amount: Hundredths): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / MONEY_SCALER)}.${String(abs % MONEY_SCALER).padStart(2, '0')}`;
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * 45000 → "‏٤٥٠ ج.م.‏", 2250 → "‏٢٢٫٥٠ ج.م.‏" in ar-EG: whole amounts without decimals, fractions
 * with two (ARABIC.md «Money»; browsers' ICU versions differ in marks and spaces).
 */
export function formatMoney(amount: Hundredths, locale: string = LOCALE): string {
  return moneyFormatter(locale, amount % MONEY_SCALER === 0).format(amount / MONEY_SCALER);
}
