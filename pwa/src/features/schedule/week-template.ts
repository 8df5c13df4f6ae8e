import {
  MINUTES_IN_DAY,
  WEEKDAYS,
  wallClock,
  type AvailabilitySlotDto,
  type ErrorCode,
} from '@kalam/shared';

/**
 * The weekly editor's draft: for each weekday (0 Sunday … 6 Saturday) its time ranges, in
 * minutes of the day on the tutor's wall clock (decision 021). Pure functions, so the rules the
 * server will apply can be checked before anything is sent.
 */
export interface TimeRange {
  /** Stable across edits, so React keeps each row's focus. */
  key: string;
  start: number;
  end: number;
}
export type WeekDraft = TimeRange[][];
export interface SlotInput {
  weekday: number;
  start: number;
  end: number;
}

/** Ranges start on a quarter hour by default, like lessons (decision 021). */
export const STEP_MINUTES = 15;
const DEFAULT_START = 9 * 60;
const DEFAULT_LENGTH = 60;

let counter = 0;
const nextKey = () => `r${++counter}`;

export function draftFromSlots(slots: readonly Pick<AvailabilitySlotDto, keyof SlotInput>[]) {
  const draft: WeekDraft = WEEKDAYS.map(() => []);
  for (const s of slots) draft[s.weekday]?.push({ key: nextKey(), start: s.start, end: s.end });
  return draft.map(sortRanges);
}

export function slotsFromDraft(draft: WeekDraft): SlotInput[] {
  return draft.flatMap((ranges, weekday) =>
    sortRanges(ranges).map(({ start, end }) => ({ weekday, start, end })),
  );
}

function sortRanges(ranges: TimeRange[]): TimeRange[] {
  return [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Whether two drafts send the same template (order of rows does not matter). */
export function sameTemplate(a: WeekDraft, b: WeekDraft): boolean {
  return JSON.stringify(slotsFromDraft(a)) === JSON.stringify(slotsFromDraft(b));
}

/**
 * What is wrong with each row, keyed by the row's key, with the catalogue code the server would
 * answer: start not before end, or a row sharing minutes with another row of its day.
 */
export function draftProblems(draft: WeekDraft): Map<string, ErrorCode> {
  const problems = new Map<string, ErrorCode>();
  for (const ranges of draft) {
    const sorted = sortRanges(ranges);
    sorted.forEach((r, i) => {
      if (r.start >= r.end) problems.set(r.key, 'invalid-availability-slot');
      const prev = sorted[i - 1];
      if (prev && r.start < prev.end && !problems.has(r.key))
        problems.set(r.key, 'overlapping-availability-slots');
    });
  }
  return problems;
}

/** A new row after the day's last one (an hour long), or null when the day is full to midnight. */
export function newRange(ranges: readonly TimeRange[]): TimeRange | null {
  const last = Math.max(...ranges.map((r) => r.end), -1);
  const start = last < 0 ? DEFAULT_START : last;
  if (start >= MINUTES_IN_DAY) return null;
  return { key: nextKey(), start, end: Math.min(start + DEFAULT_LENGTH, MINUTES_IN_DAY) };
}

/** The minutes available in a week, overlaps counted once. */
export function weeklyMinutes(draft: WeekDraft): number {
  let total = 0;
  for (const ranges of draft) {
    let reach = 0;
    for (const r of sortRanges(ranges)) {
      const from = Math.max(r.start, reach);
      if (r.end > from) total += r.end - from;
      reach = Math.max(reach, r.end);
    }
  }
  return total;
}

/** Quarter hours from 00:00 to 24:00, plus `current` when it is off the grid (set elsewhere). */
export function timeOptions(current: number): number[] {
  const grid = Array.from(
    { length: MINUTES_IN_DAY / STEP_MINUTES + 1 },
    (_, i) => i * STEP_MINUTES,
  );
  return grid.includes(current) ? grid : [...grid, current].sort((a, b) => a - b);
}

/** A booked lesson placed on the tutor's week: weekday and minutes of its day. */
export interface PlacedLesson {
  id: string;
  weekday: number;
  from: number;
  to: number;
}

export function placeLesson(
  lesson: { id: string; start: string; duration: number },
  zone: string,
): PlacedLesson {
  const { weekday, minute } = wallClock(Date.parse(lesson.start), zone);
  return { id: lesson.id, weekday, from: minute, to: minute + lesson.duration };
}

/**
 * Does the draft still hold the lesson? The same rule as the server (decision 021): the lesson's
 * minutes lie in the union of the week's ranges, a range ending at 24:00 joining one starting at
 * 00:00 the next day.
 */
export function covers(draft: WeekDraft, lesson: PlacedLesson): boolean {
  const from = lesson.weekday * MINUTES_IN_DAY + lesson.from;
  const to = lesson.weekday * MINUTES_IN_DAY + lesson.to;
  const ranges = slotsFromDraft(draft)
    .map((s) => [s.weekday * MINUTES_IN_DAY + s.start, s.weekday * MINUTES_IN_DAY + s.end] as const)
    .sort((a, b) => a[0] - b[0]);
  let reach = from;
  for (const [a, b] of ranges) {
    if (a > reach) break;
    if (b > reach) reach = b;
    if (reach >= to) return true;
  }
  return false;
}

/**
 * The quick fix for a blocked save: give the lesson's day back the lesson's minutes, merged with
 * the rows they touch, so the template covers it again and nothing else changes. A lesson running
 * past midnight also gets the first minutes of the next day.
 */
export function withLessonCovered(draft: WeekDraft, lesson: PlacedLesson): WeekDraft {
  const next = (lesson.weekday + 1) % WEEKDAYS.length;
  return draft.map((ranges, weekday) => {
    if (weekday === lesson.weekday)
      return mergeInto(ranges, lesson.from, Math.min(lesson.to, MINUTES_IN_DAY));
    if (weekday === next && lesson.to > MINUTES_IN_DAY)
      return mergeInto(ranges, 0, lesson.to - MINUTES_IN_DAY);
    return ranges;
  });
}

/** Add [start, end) to a day, absorbing every valid row it touches (repeated until stable). */
function mergeInto(ranges: readonly TimeRange[], start: number, end: number): TimeRange[] {
  let kept = [...ranges];
  let key: string | null = null;
  for (let changed = true; changed;) {
    changed = false;
    const rest: TimeRange[] = [];
    for (const r of kept) {
      if (r.start < r.end && r.end >= start && r.start <= end) {
        start = Math.min(start, r.start);
        end = Math.max(end, r.end);
        key ??= r.key;
        changed = true;
      } else rest.push(r);
    }
    kept = rest;
  }
  return sortRanges([...kept, { key: key ?? nextKey(), start, end }]);
}
