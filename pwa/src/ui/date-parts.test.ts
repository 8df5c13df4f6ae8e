import { describe, expect, it } from 'vitest';
import { dateOptions, joinDate, NO_DATE, splitDate } from './date-parts.ts';

describe('a date as three selects', () => {
  it('splits and joins yyyy-mm-dd', () => {
    expect(splitDate('2027-01-15')).toEqual({ year: '2027', month: '01', day: '15' });
    expect(splitDate('')).toEqual(NO_DATE);
    expect(joinDate({ year: '2027', month: '01', day: '15' })).toBe('2027-01-15');
  });
  it('is no date until all three parts are chosen', () => {
    expect(joinDate({ year: '2027', month: '', day: '15' })).toBe('');
  });
  it('takes the 31st of a short month as its last day', () => {
    expect(joinDate({ year: '2027', month: '02', day: '31' })).toBe('2027-02-28');
    expect(joinDate({ year: '2028', month: '02', day: '31' })).toBe('2028-02-29');
  });
  it('labels the days and years in Arabic digits and the months by name', () => {
    const options = dateOptions([2026, 2027]);
    expect(options.day[0]).toEqual(['01', '١']);
    expect(options.day[30]).toEqual(['31', '٣١']);
    expect(options.month[0]).toEqual(['01', 'يناير']);
    expect(options.month[11]).toEqual(['12', 'ديسمبر']);
    expect(options.year).toEqual([
      ['2026', '٢٠٢٦'],
      ['2027', '٢٠٢٧'],
    ]);
  });
});
