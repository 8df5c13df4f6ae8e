import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '../../lib/format.ts';
import { byDay, dayLabel, daysAgo, listTime } from './time-labels.ts';

// Cairo is UTC+2 in November: 22:30 UTC on the 9th is already the 10th there.
const NOW = Date.parse('2026-11-10T10:00:00Z');
const words = { today: 'النهارده', yesterday: 'امبارح' };

describe('chat times in Cairo', () => {
  it('counts days by the Cairo calendar, not UTC', () => {
    expect(daysAgo('2026-11-09T22:30:00Z', NOW)).toBe(0);
    expect(daysAgo('2026-11-09T21:30:00Z', NOW)).toBe(1);
    expect(daysAgo('2026-11-01T10:00:00Z', NOW)).toBe(9);
  });

  it('labels list rows with the hour today, «yesterday», then the date', () => {
    expect(listTime('2026-11-10T07:05:00Z', NOW, 'امبارح')).toBe(
      formatTime('2026-11-10T07:05:00Z'),
    );
    expect(listTime('2026-11-09T07:05:00Z', NOW, 'امبارح')).toBe('امبارح');
    expect(listTime('2026-11-02T07:05:00Z', NOW, 'امبارح')).toBe(
      formatDate('2026-11-02T07:05:00Z'),
    );
    expect(dayLabel('2026-11-10T01:00:00Z', NOW, words)).toBe('النهارده');
    expect(dayLabel('2026-11-08T12:00:00Z', NOW, words)).toBe(formatDate('2026-11-08T12:00:00Z'));
  });

  it('splits a room where the Cairo day turns', () => {
    const m = (createdAt: string) => ({ createdAt });
    const days = byDay([
      m('2026-11-09T20:00:00Z'),
      m('2026-11-09T21:59:00Z'),
      m('2026-11-09T22:01:00Z'),
      m('2026-11-10T08:00:00Z'),
    ]);
    expect(days.map(([, list]) => list.length)).toEqual([2, 2]);
  });
});
