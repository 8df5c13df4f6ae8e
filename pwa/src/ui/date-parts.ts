import { formatNumber, formatYear } from '../lib/numbers.ts';

/** A calendar day as its three parts, each '' while unchosen. */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export const NO_DATE: DateParts = { year: '', month: '', day: '' };

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-mm-dd` to its parts; anything else is no date. */
export function splitDate(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : NO_DATE;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The parts as `yyyy-mm-dd` once all three are chosen ('' before); the 31st of a short month is its last day. */
export function joinDate(parts: DateParts): string {
  if (!parts.year || !parts.month || !parts.day) return '';
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Math.min(Number(parts.day), daysIn(year, month));
  return `${year}-${pad(month)}-${pad(day)}`;
}

const monthName = new Intl.DateTimeFormat('ar-EG', { month: 'long', timeZone: 'UTC' });

/** The options of each select: values as stored, labels in Arabic (digits and month names). */
export function dateOptions(years: readonly number[]) {
  return {
    day: Array.from({ length: 31 }, (_, i) => [pad(i + 1), formatNumber(i + 1)] as const),
    month: Array.from(
      { length: 12 },
      (_, i) => [pad(i + 1), monthName.format(Date.UTC(2026, i, 15))] as const,
    ),
    year: years.map((y) => [String(y), formatYear(y)] as const),
  };
}
