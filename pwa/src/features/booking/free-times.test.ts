import { describe, expect, it } from 'vitest';
import { covers } from '@kalam/shared';
import { bookingDays, byPartOfDay, freeStarts, withoutBusy } from './free-times.ts';

// Cairo is UTC+2 in November 2026 (no DST then); 2026-11-23 is a Monday.
const cairo = (iso: string) => Date.parse(`${iso}+02:00`);
const hhmm = (instant: number) => new Date(instant + 2 * 3_600_000).toISOString().slice(11, 16);
const MONDAY_10 = cairo('2026-11-23T10:00:00');

const mondayMorning = [{ weekday: 1, start: 9 * 60, end: 13 * 60 }];

describe('booking days (decision 020: the week ends Saturday night, Cairo)', () => {
  it('offers today to Saturday', () => {
    expect(bookingDays(MONDAY_10)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('offers only Saturday late on Saturday, and a full week on Sunday', () => {
    expect(bookingDays(cairo('2026-11-28T23:00:00'))).toEqual(['2026-11-28']);
    expect(bookingDays(cairo('2026-11-29T00:30:00'))).toHaveLength(7);
  });
});

describe('free starts', () => {
  const base = {
    day: '2026-11-23',
    now: MONDAY_10,
    slots: mondayMorning,
    tutorZone: 'Africa/Cairo',
    noticeMinutes: 30,
  };

  it('starts after the notice and ends inside the slot', () => {
    const thirty = freeStarts({ ...base, duration: 30 }).map(hhmm);
    expect(thirty[0]).toBe('10:30');
    expect(thirty.at(-1)).toBe('12:30');
    expect(thirty).toHaveLength(9);
    const fifteen = freeStarts({ ...base, duration: 15 }).map(hhmm);
    expect(fifteen.at(-1)).toBe('12:45');
    expect(fifteen).toHaveLength(10);
  });

  it('leaves out every start whose lesson would touch a busy range', () => {
    const busy = [{ start: cairo('2026-11-23T11:00:00'), end: cairo('2026-11-23T11:30:00') }];
    const times = freeStarts({ ...base, duration: 30, busy }).map(hhmm);
    expect(times).not.toContain('10:45');
    expect(times).not.toContain('11:00');
    expect(times).not.toContain('11:15');
    expect(times).toContain('10:30');
    expect(times).toContain('11:30');
  });

  it('offers nothing on a day the template does not cover', () => {
    expect(freeStarts({ ...base, day: '2026-11-24', duration: 15 })).toEqual([]);
  });

  it('joins a slot ending at midnight with one starting at midnight', () => {
    const slots = [
      { weekday: 1, start: 23 * 60, end: 24 * 60 },
      { weekday: 2, start: 0, end: 60 },
    ];
    const times = freeStarts({ ...base, slots, duration: 30 }).map(hhmm);
    expect(times.at(-1)).toBe('23:45');
  });

  it('never crosses the end of the booking week', () => {
    const slots = [
      { weekday: 6, start: 23 * 60, end: 24 * 60 },
      { weekday: 0, start: 0, end: 60 },
    ];
    const times = freeStarts({ ...base, day: '2026-11-28', slots, duration: 30 }).map(hhmm);
    expect(times.at(-1)).toBe('23:30');
  });

  it("reads the template on the tutor's own wall clock", () => {
    // 09:00–10:00 in London is 11:00–12:00 in Cairo in November.
    const slots = [{ weekday: 1, start: 9 * 60, end: 10 * 60 }];
    const times = freeStarts({ ...base, slots, tutorZone: 'Europe/London', duration: 30 });
    expect(times.map(hhmm)).toEqual(['11:00', '11:15', '11:30']);
  });
});

describe('checking the tutor is free', () => {
  const a = cairo('2026-11-23T11:00:00');
  const q = 15 * 60_000;

  it('drops a start whose lesson would overlap a booked range, and keeps the ones that touch it', () => {
    const busy = [{ start: a + q, end: a + 3 * q }];
    // 10:30-11:00 ends where the booking starts; 11:00-11:30 overlaps; 11:45 starts at its end.
    expect(withoutBusy([a - q, a, a + 2 * q, a + 3 * q], 30, busy)).toEqual([a - q, a + 3 * q]);
    expect(withoutBusy([a, a + q], 15, busy)).toEqual([a]);
    expect(withoutBusy([a, a + q], 15, [])).toEqual([a, a + q]);
  });

  it('covers agrees with the server rule on the edges', () => {
    expect(covers(mondayMorning, cairo('2026-11-23T12:30:00'), 30, 'Africa/Cairo')).toBe(true);
    expect(covers(mondayMorning, cairo('2026-11-23T12:45:00'), 30, 'Africa/Cairo')).toBe(false);
    expect(covers(mondayMorning, cairo('2026-11-23T08:45:00'), 15, 'Africa/Cairo')).toBe(false);
  });
});

describe('times grouped by part of the day', () => {
  it('puts each start in the part of the day Cairo calls it (ARABIC.md «Time»)', () => {
    const at = (t: string) => cairo(`2026-11-23T${t}:00`);
    const groups = byPartOfDay(
      ['05:00', '11:45', '12:00', '14:45', '15:00', '17:00', '17:45', '18:00'].map(at),
    );
    expect(groups.map((g) => [g.part, g.starts.map(hhmm)])).toEqual([
      ['morning', ['05:00', '11:45']],
      ['noon', ['12:00', '14:45']],
      // 5 PM is العصر, not بالليل.
      ['afternoon', ['15:00', '17:00', '17:45']],
      ['night', ['18:00']],
    ]);
    expect(byPartOfDay([at('04:30')]).map((g) => g.part)).toEqual(['night']);
  });
});
