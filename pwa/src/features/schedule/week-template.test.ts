import { describe, expect, it } from 'vitest';
import { AppError } from '@kalam/shared';
import { blockingLessons } from './conflict.ts';
import {
  covers,
  draftFromSlots,
  draftProblems,
  newRange,
  placeLesson,
  sameTemplate,
  slotsFromDraft,
  timeOptions,
  weeklyMinutes,
  withLessonCovered,
} from './week-template.ts';

const h = (hours: number) => hours * 60;

describe('draft ↔ slots', () => {
  it('groups slots by weekday, sorted, and sends them back the same', () => {
    const slots = [
      { weekday: 1, start: h(17), end: h(22) },
      { weekday: 1, start: h(9), end: h(13) },
      { weekday: 6, start: h(10), end: h(14) },
    ];
    const draft = draftFromSlots(slots);
    expect(draft).toHaveLength(7);
    expect(draft[1]!.map((r) => r.start)).toEqual([h(9), h(17)]);
    expect(draft[0]).toEqual([]);
    expect(slotsFromDraft(draft)).toEqual([
      { weekday: 1, start: h(9), end: h(13) },
      { weekday: 1, start: h(17), end: h(22) },
      { weekday: 6, start: h(10), end: h(14) },
    ]);
  });

  it('treats two drafts with the same ranges as the same template', () => {
    const a = draftFromSlots([{ weekday: 2, start: h(9), end: h(10) }]);
    const b = draftFromSlots([{ weekday: 2, start: h(9), end: h(10) }]);
    expect(sameTemplate(a, b)).toBe(true);
    b[2]![0]!.end = h(11);
    expect(sameTemplate(a, b)).toBe(false);
  });
});

describe('draftProblems', () => {
  it('flags an end before its start and rows that overlap, with the server codes', () => {
    const draft = draftFromSlots([
      { weekday: 0, start: h(9), end: h(12) },
      { weekday: 0, start: h(11), end: h(13) },
      { weekday: 3, start: h(15), end: h(14) },
      { weekday: 4, start: h(9), end: h(10) },
      { weekday: 4, start: h(10), end: h(11) },
    ]);
    const problems = draftProblems(draft);
    expect(problems.get(draft[0]![1]!.key)).toBe('overlapping-availability-slots');
    expect(problems.get(draft[3]![0]!.key)).toBe('invalid-availability-slot');
    // Touching rows (10:00 end, 10:00 start) are fine.
    expect(problems.size).toBe(2);
  });
});

describe('newRange', () => {
  it('starts at 09:00 on an empty day, after the last row otherwise, and not past midnight', () => {
    expect(newRange([])).toMatchObject({ start: h(9), end: h(10) });
    expect(newRange([{ key: 'a', start: h(9), end: h(13) }])).toMatchObject({
      start: h(13),
      end: h(14),
    });
    expect(newRange([{ key: 'a', start: h(9), end: h(23) + 30 }])).toMatchObject({
      start: h(23) + 30,
      end: h(24),
    });
    expect(newRange([{ key: 'a', start: 0, end: h(24) }])).toBeNull();
  });
});

describe('weeklyMinutes and timeOptions', () => {
  it('counts overlapping minutes once', () => {
    const draft = draftFromSlots([
      { weekday: 0, start: h(9), end: h(12) },
      { weekday: 0, start: h(11), end: h(13) },
      { weekday: 5, start: h(10), end: h(14) },
    ]);
    expect(weeklyMinutes(draft)).toBe(h(4) + h(4));
  });

  it('offers quarter hours from 00:00 to 24:00 and keeps an off-grid value', () => {
    const grid = timeOptions(h(9));
    expect(grid[0]).toBe(0);
    expect(grid.at(-1)).toBe(h(24));
    expect(grid).toHaveLength(97);
    expect(timeOptions(h(9) + 10)).toContain(h(9) + 10);
  });
});

describe('lessons on the week', () => {
  // Tuesday 2026-11-24 15:00 UTC is 17:00 in Cairo (UTC+2 in November).
  const lesson = { id: 'l1', start: '2026-11-24T15:00:00.000Z', duration: 30 };

  it('places a lesson on the tutor’s wall clock', () => {
    expect(placeLesson(lesson, 'Africa/Cairo')).toEqual({
      id: 'l1',
      weekday: 2,
      from: h(17),
      to: h(17) + 30,
    });
  });

  it('covers a lesson inside one row or across touching rows, not across a gap', () => {
    const at = placeLesson(lesson, 'Africa/Cairo');
    expect(covers(draftFromSlots([{ weekday: 2, start: h(17), end: h(22) }]), at)).toBe(true);
    expect(
      covers(
        draftFromSlots([
          { weekday: 2, start: h(16), end: h(17) + 15 },
          { weekday: 2, start: h(17) + 15, end: h(18) },
        ]),
        at,
      ),
    ).toBe(true);
    expect(covers(draftFromSlots([{ weekday: 2, start: h(9), end: h(13) }]), at)).toBe(false);
    expect(covers(draftFromSlots([{ weekday: 3, start: h(17), end: h(22) }]), at)).toBe(false);
  });

  it('gives a removed lesson its time back, merged with the rows it touches', () => {
    const at = placeLesson(lesson, 'Africa/Cairo');
    const draft = draftFromSlots([
      { weekday: 2, start: h(9), end: h(13) },
      { weekday: 2, start: h(16), end: h(17) + 15 },
      { weekday: 2, start: h(17) + 30, end: h(19) },
    ]);
    const fixed = withLessonCovered(draft, at);
    expect(covers(fixed, at)).toBe(true);
    expect(slotsFromDraft(fixed)).toEqual([
      { weekday: 2, start: h(9), end: h(13) },
      { weekday: 2, start: h(16), end: h(19) },
    ]);
    expect(draftProblems(fixed).size).toBe(0);
  });

  it('adds a row on an empty day, and the next morning for a lesson past midnight', () => {
    const late = { id: 'l2', weekday: 2, from: h(23) + 45, to: h(24) + 15 };
    const fixed = withLessonCovered(draftFromSlots([]), late);
    expect(slotsFromDraft(fixed)).toEqual([
      { weekday: 2, start: h(23) + 45, end: h(24) },
      { weekday: 3, start: 0, end: 15 },
    ]);
    expect(covers(fixed, late)).toBe(true);
  });
});

describe('blockingLessons', () => {
  it('reads the lessons of a conflicting-schedule refusal and ignores other failures', () => {
    const detail = {
      id: 'l1',
      start: '2026-11-24T15:00:00.000Z',
      duration: 30,
      studentId: 's1',
    };
    expect(blockingLessons(new AppError('conflicting-schedule', [detail, { id: 3 }]))).toEqual([
      detail,
    ]);
    expect(blockingLessons(new AppError('conflicting-schedule'))).toEqual([]);
    expect(blockingLessons(new AppError('forbidden'))).toBeNull();
    expect(blockingLessons(new Error('HTTP 500'))).toBeNull();
  });
});
