import { describe, expect, it } from 'vitest';
import { dayOptions, timeOptions } from './wall-time-options.ts';

describe('the studio picks a shoot time from lists that read in Arabic', () => {
  it('lists the days from today in Cairo, by name, in Arabic digits', () => {
    // 23:30 on Monday 23 November in Cairo (21:30 UTC): today is still the 23rd there.
    const days = dayOptions(Date.parse('2026-11-23T21:30:00Z'), 3);
    expect(days).toEqual([
      ['2026-11-23', 'الاثنين، ٢٣ نوفمبر'],
      ['2026-11-24', 'الثلاثاء، ٢٤ نوفمبر'],
      ['2026-11-25', 'الأربعاء، ٢٥ نوفمبر'],
    ]);
  });

  it('lists every quarter hour, in Arabic, with no Western digits', () => {
    const times = timeOptions();
    expect(times).toHaveLength(96);
    expect(times[0]![0]).toBe('00:00');
    expect(times[41]).toEqual(['10:15', '١٠:١٥ الصبح']);
    expect(times[40]).toEqual(['10:00', '١٠ الصبح']);
    expect(times[0]).toEqual(['00:00', '١٢ بالليل']);
    expect(times.every(([, label]) => !/[0-9]/.test(label))).toBe(true);
  });
});
