import { describe, expect, it } from 'vitest';
import {
  addLocalMonths,
  bookingWeek,
  instantAt,
  quotaWeek,
  wallClock,
  weekMinute,
} from '../src/time/zoned.ts';
import { slotsOverlap } from '../src/schemas/scheduling.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('Cairo wall clock', () => {
  it('reads winter (+2) and summer (+3) time', () => {
    expect(wallClock(at('2026-11-23T08:00:00Z'))).toEqual({
      weekday: 1,
      minute: 600,
      date: '2026-11-23',
    });
    expect(wallClock(at('2026-07-01T08:00:00Z'))).toMatchObject({ minute: 660 });
  });

  it('skips the hour at the start of DST (last Friday of April, 00:00 → 01:00)', () => {
    expect(wallClock(at('2026-04-23T21:59:00Z'))).toMatchObject({ weekday: 4, minute: 1439 });
    expect(wallClock(at('2026-04-23T22:00:00Z'))).toMatchObject({ weekday: 5, minute: 60 });
    expect(iso(instantAt('2026-04-24', 600))).toBe('2026-04-24T07:00:00.000Z');
  });

  it('repeats the last hour of Thursday at the end of DST (last Thursday of October)', () => {
    expect(weekMinute(at('2026-10-29T20:30:00Z'))).toBe(4 * 1440 + 1410);
    expect(weekMinute(at('2026-10-29T21:30:00Z'))).toBe(4 * 1440 + 1410);
    expect(wallClock(at('2026-10-29T22:00:00Z'))).toMatchObject({ weekday: 5, minute: 0 });
  });
});

describe('weeks', () => {
  it('the booking week turns at Saturday/Sunday midnight Cairo', () => {
    const sat = bookingWeek(at('2026-11-21T21:59:59Z'));
    const sun = bookingWeek(at('2026-11-21T22:00:00Z'));
    expect([iso(sat.start), iso(sat.end)]).toEqual([
      '2026-11-14T22:00:00.000Z',
      '2026-11-21T22:00:00.000Z',
    ]);
    expect([iso(sun.start), iso(sun.end)]).toEqual([
      '2026-11-21T22:00:00.000Z',
      '2026-11-28T22:00:00.000Z',
    ]);
  });

  it('a booking week holding the DST change is 167 or 169 hours long', () => {
    const spring = bookingWeek(at('2026-04-22T10:00:00Z'));
    expect((spring.end - spring.start) / 3_600_000).toBe(167);
    const autumn = bookingWeek(at('2026-10-28T10:00:00Z'));
    expect((autumn.end - autumn.start) / 3_600_000).toBe(169);
  });

  it('the quota week runs from Sunday 06:00 Cairo to the next', () => {
    const before = quotaWeek(at('2026-11-22T03:59:00Z'));
    const after = quotaWeek(at('2026-11-22T04:00:00Z'));
    expect(iso(before.end)).toBe('2026-11-22T04:00:00.000Z');
    expect([iso(after.start), iso(after.end)]).toEqual([
      '2026-11-22T04:00:00.000Z',
      '2026-11-29T04:00:00.000Z',
    ]);
  });

  it('months are added on the Cairo calendar', () => {
    expect(iso(addLocalMonths(at('2026-01-31T10:00:00Z'), 1))).toBe('2026-02-28T10:00:00.000Z');
    // 10:00 Cairo in winter stays 10:00 Cairo in summer.
    expect(iso(addLocalMonths(at('2026-03-15T08:00:00Z'), 3))).toBe('2026-06-15T07:00:00.000Z');
  });
});

describe('availability slots', () => {
  it('finds overlaps within a day only', () => {
    expect(
      slotsOverlap([
        { weekday: 1, start: 0, end: 60 },
        { weekday: 1, start: 30, end: 90 },
      ]),
    ).toBe(true);
    expect(
      slotsOverlap([
        { weekday: 1, start: 0, end: 60 },
        { weekday: 1, start: 60, end: 90 },
      ]),
    ).toBe(false);
    expect(
      slotsOverlap([
        { weekday: 1, start: 0, end: 60 },
        { weekday: 2, start: 0, end: 60 },
      ]),
    ).toBe(false);
  });
});
