import { describe, expect, it } from 'vitest';
import type { LessonDto } from '@kalam/shared';
import { lessonsByDay, scheduleWeek } from './schedule-week.ts';

const cairo = (iso: string) => Date.parse(`${iso}+02:00`);
const NOW = cairo('2026-11-25T12:00:00'); // a Wednesday

const lesson = (id: string, iso: string) =>
  ({ id, start: new Date(cairo(iso)).toISOString() }) as LessonDto;

describe('the schedule week', () => {
  it('is the booking week, Sunday to Saturday in Cairo', () => {
    const week = scheduleWeek(NOW);
    expect(week.days).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(week.start).toBe(cairo('2026-11-22T00:00:00'));
    expect(week.end).toBe(cairo('2026-11-29T00:00:00'));
  });

  it('steps back a week at a time', () => {
    expect(scheduleWeek(NOW, 1).days[0]).toBe('2026-11-15');
    expect(scheduleWeek(NOW, 2).days[6]).toBe('2026-11-14');
  });

  it('files lessons under their Cairo day, in order, once, and only this week', () => {
    const week = scheduleWeek(NOW);
    const byDay = lessonsByDay(
      [
        lesson('b', '2026-11-23T18:00:00'),
        lesson('a', '2026-11-23T09:30:00'),
        lesson('a', '2026-11-23T09:30:00'),
        // 00:30 on Saturday in Cairo is still Friday in UTC: it belongs to Saturday.
        lesson('c', '2026-11-28T00:30:00'),
        lesson('old', '2026-11-21T23:45:00'),
      ],
      week,
    );
    expect(byDay.get('2026-11-23')!.map((l) => l.id)).toEqual(['a', 'b']);
    expect(byDay.get('2026-11-28')!.map((l) => l.id)).toEqual(['c']);
    expect([...byDay.values()].flat()).toHaveLength(3);
  });
});
