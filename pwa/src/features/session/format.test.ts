import { describe, expect, it } from 'vitest';
import { callClock, formatFromNow } from './format.ts';
import { sessionText } from './text.ts';

const NOW = Date.parse('2026-11-23T07:30:00Z');
const MIN = 60_000;

describe('how long until the room opens', () => {
  it('is said in colloquial counted nouns, not Intl’s formal «خلال … دقائق»', () => {
    expect(formatFromNow(NOW + 5 * MIN, NOW)).toBe('كمان ٥ دقايق');
    expect(formatFromNow(NOW + 1 * MIN, NOW)).toBe('كمان دقيقة');
    expect(formatFromNow(NOW + 2 * MIN, NOW)).toBe('كمان دقيقتين');
    expect(formatFromNow(NOW + 11 * MIN, NOW)).toBe('كمان ١١ دقيقة');
    expect(formatFromNow(NOW + 120 * MIN, NOW)).toBe('النهارده الساعة ١١:٣٠ الصبح');
    // Never «now» before the room opens.
    expect(formatFromNow(NOW, NOW)).toBe('كمان دقيقة');
  });

  it('reads whole in the waiting screen’s line', () => {
    const line = sessionText.waiting.in(formatFromNow(NOW + 5 * MIN, NOW), { gender: 'female' });
    expect(line).toBe('هتفتح كمان ٥ دقايق. سيبي الصفحة مفتوحة وهتدخلي لوحدك.');
    expect(line).not.toMatch(/خلال|دقائق/);
  });
});

describe('the call’s clock', () => {
  const lesson = { start: '2026-11-23T07:45:00.000Z', end: '2026-11-23T08:00:00.000Z' };
  const at = (iso: string) => Date.parse(iso);

  it('says in words how far the start is while the lesson has not begun', () => {
    const clock = callClock(lesson, at('2026-11-23T07:37:25.000Z'));
    expect(clock).toEqual({ started: false, time: 'كمان ٨ دقايق' });
    expect(sessionText.call.startsIn(clock.time)).toBe('بتبدأ كمان ٨ دقايق');
    const last = callClock(lesson, at('2026-11-23T07:44:24.000Z'));
    expect(sessionText.call.startsIn(last.time)).toBe('بتبدأ كمان ٣٦ ثانية');
  });

  it('counts what is left once it has', () => {
    const clock = callClock(lesson, at('2026-11-23T07:47:55.000Z'));
    expect(clock).toEqual({ started: true, time: '١٢:٠٥' });
    expect(sessionText.call.left(clock.time)).toBe('فاضل ١٢:٠٥');
  });
});
