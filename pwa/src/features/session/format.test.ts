import { describe, expect, it } from 'vitest';
import { formatFromNow } from './format.ts';
import { sessionText } from './text.ts';

const NOW = Date.parse('2026-11-23T07:30:00Z');
const MIN = 60_000;

describe('how long until the room opens', () => {
  it('is said in colloquial counted nouns, not Intl’s formal «خلال … دقائق»', () => {
    expect(formatFromNow(NOW + 5 * MIN, NOW)).toBe('كمان ٥ دقايق');
    expect(formatFromNow(NOW + 1 * MIN, NOW)).toBe('كمان دقيقة واحدة');
    expect(formatFromNow(NOW + 2 * MIN, NOW)).toBe('كمان دقيقتين');
    expect(formatFromNow(NOW + 11 * MIN, NOW)).toBe('كمان ١١ دقيقة');
    expect(formatFromNow(NOW + 120 * MIN, NOW)).toBe('كمان ساعتين');
    // Never «now» before the room opens.
    expect(formatFromNow(NOW, NOW)).toBe('كمان دقيقة واحدة');
  });

  it('reads whole in the waiting screen’s line', () => {
    const line = sessionText.waiting.in(formatFromNow(NOW + 5 * MIN, NOW), { gender: 'female' });
    expect(line).toBe('هتفتح كمان ٥ دقايق. سيبي الصفحة مفتوحة وهتدخلي لوحدك.');
    expect(line).not.toMatch(/خلال|دقائق/);
  });
});
