import { describe, expect, it } from 'vitest';
import { spanWords, withBi } from './span-words.ts';

describe('a span of minutes in words', () => {
  it('says whole days and hours as such, and minutes otherwise', () => {
    expect(spanWords(30)).toBe('٣٠ دقيقة');
    expect(spanWords(60)).toBe('ساعة واحدة');
    expect(spanWords(120)).toBe('ساعتين');
    expect(spanWords(360)).toBe('٦ ساعات');
    expect(spanWords(720)).toBe('١٢ ساعة');
    expect(spanWords(90)).toBe('٩٠ دقيقة');
    expect(spanWords(1440)).toBe('يوم واحد');
    expect(spanWords(2880)).toBe('يومين');
    expect(spanWords(0)).toBe('٠ دقيقة');
  });
  it('joins «بـ» to a word and sets it apart before a number', () => {
    expect(withBi('ساعتين')).toBe('بساعتين');
    expect(withBi('٣٠ دقيقة')).toBe('بـ\u00a0٣٠ دقيقة');
  });
});
