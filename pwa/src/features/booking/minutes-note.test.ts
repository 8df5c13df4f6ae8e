import { describe, expect, it } from 'vitest';
import { minutesNote } from './minutes-note.ts';

// A 15-minute lesson moved to 30 minutes said nothing of the 15 more it takes (issue 40).
describe("the confirm step says what the booking does to the week's minutes", () => {
  it('a new lesson takes its length', () => {
    expect(minutesNote(30, null)).toBe('هيتخصم ٣٠ دقيقة من دقايق الأسبوع.');
  });
  it('a lesson moved from 15 to 30 minutes takes the 15 more', () => {
    expect(minutesNote(30, 15)).toBe('هيتخصم ١٥ دقيقة زيادة من دقايق الأسبوع.');
  });
  it('a lesson moved from 30 to 15 minutes gives 15 back', () => {
    expect(minutesNote(15, 30)).toBe('١٥ دقيقة هترجع لرصيد الأسبوع.');
  });
  it('a move that keeps the length takes nothing', () => {
    expect(minutesNote(30, 30)).toBeNull();
  });
});
