import { describe, expect, it } from 'vitest';
import {
  clockTime,
  dayAndTime,
  timeOfDay,
  timeOfDayParts,
  timeRange,
} from '../src/time/time-of-day.ts';

const at = (iso: string) => Date.parse(iso);
const minute = (h: number, m = 0) => h * 60 + m;

describe('a time of day in Cairo’s words (decision 268)', () => {
  it.each([
    [minute(0), '١٢ بالليل'],
    [minute(0, 30), '١٢:٣٠ بالليل'],
    [minute(4, 59), '٤:٥٩ بالليل'],
    [minute(5), '٥ الصبح'],
    [minute(11, 59), '١١:٥٩ الصبح'],
    [minute(12), '١٢ الضهر'],
    [minute(14, 59), '٢:٥٩ الضهر'],
    [minute(15), '٣ العصر'],
    [minute(16, 30), '٤:٣٠ العصر'],
    [minute(17, 59), '٥:٥٩ العصر'],
    [minute(18), '٦ بالليل'],
    [minute(23, 45), '١١:٤٥ بالليل'],
  ])('minute %i reads %s', (m, words) => {
    expect(clockTime(m)).toBe(words);
  });

  it('keeps a minute’s leading zero and drops only a whole hour’s «:٠٠»', () => {
    expect(clockTime(minute(9, 5))).toBe('٩:٠٥ الصبح');
    expect(clockTime(minute(9))).toBe('٩ الصبح');
  });

  it('reads an instant on Cairo’s clock, winter (+2) and summer (+3)', () => {
    expect(timeOfDay(at('2026-11-24T14:30:00Z'))).toBe('٤:٣٠ العصر');
    expect(timeOfDay('2026-07-01T14:30:00.000Z')).toBe('٥:٣٠ العصر');
    // 22:00 UTC is midnight in Cairo in winter: the next day's بالليل, not 10 at night.
    expect(timeOfDay(at('2026-11-24T22:00:00Z'))).toBe('١٢ بالليل');
  });

  it('reads it on the person’s own clock when they have one', () => {
    expect(timeOfDay(at('2026-11-24T14:30:00Z'), 'Europe/London')).toBe('٢:٣٠ الضهر');
    expect(timeOfDay(at('2026-11-24T14:30:00Z'), 'Asia/Riyadh')).toBe('٥:٣٠ العصر');
  });

  it('gives the clock and the part apart for a chip that sets them on two lines', () => {
    expect(timeOfDayParts(at('2026-11-24T10:45:00Z'))).toEqual({ clock: '١٢:٤٥', part: 'الضهر' });
    expect(timeOfDayParts(at('2026-11-24T07:00:00Z'))).toEqual({ clock: '٩', part: 'الصبح' });
  });

  it('joins a day and a time in one style', () => {
    expect(dayAndTime(at('2026-11-24T14:30:00Z'))).toBe('الثلاثاء، ٢٤ نوفمبر، ٤:٣٠ العصر');
    // Past midnight in Cairo the day turns too.
    expect(dayAndTime(at('2026-11-24T22:15:00Z'))).toBe('الأربعاء، ٢٥ نوفمبر، ١٢:١٥ بالليل');
  });

  it('says a span’s part of the day once when both ends share it', () => {
    // 14:00–14:30 and 15:00–15:45 Cairo (UTC+2 in December).
    expect(timeRange('2026-12-02T12:00:00Z', '2026-12-02T12:30:00Z')).toEqual({
      from: '٢',
      to: '٢:٣٠ الضهر',
    });
    expect(timeRange('2026-12-02T13:00:00Z', '2026-12-02T13:45:00Z')).toEqual({
      from: '٣',
      to: '٣:٤٥ العصر',
    });
    // 11:30–12:15 crosses from الصبح into الضهر: each end says its own.
    expect(timeRange('2026-12-02T09:30:00Z', '2026-12-02T10:15:00Z')).toEqual({
      from: '١١:٣٠ الصبح',
      to: '١٢:١٥ الضهر',
    });
  });
});
