import { describe, expect, it } from 'vitest';
import { formatComing, formatCountdown } from './format-coming.ts';

// Cairo is UTC+2 in November 2026; 2026-11-23 is a Monday.
const NOW = Date.parse('2026-11-23T07:00:00Z'); // Monday 09:00 Cairo
const at = (iso: string) => Date.parse(iso);

describe('when a lesson comes, in words (ARABIC.md «Time»)', () => {
  it('counts minutes within the hour, then says today, tomorrow or the day', () => {
    expect(formatComing(at('2026-11-23T07:05:00Z'), NOW)).toBe('كمان ٥ دقايق');
    expect(formatComing(at('2026-11-23T07:00:00Z'), NOW)).toBe('دلوقتي');
    expect(formatComing(at('2026-11-23T15:00:00Z'), NOW)).toBe('النهارده الساعة ٥ العصر');
    // 32 hours ahead is «بكرة», not «خلال ٣٢ ساعة».
    expect(formatComing(at('2026-11-24T15:00:00Z'), NOW)).toBe('بكرة الساعة ٥ العصر');
    expect(formatComing(at('2026-11-26T08:00:00Z'), NOW)).toBe('الخميس الساعة ١٠ الصبح');
  });
});

describe('a countdown to a start, in words (decision 268)', () => {
  const S = 1000;
  it('says whole minutes, rounded up, then the last minute’s seconds', () => {
    expect(formatCountdown(NOW + 455 * S, NOW)).toBe('كمان ٨ دقايق'); // 7:35
    expect(formatCountdown(NOW + 96 * S, NOW)).toBe('كمان دقيقتين'); // 1:36
    expect(formatCountdown(NOW + 60 * S, NOW)).toBe('كمان دقيقة');
    expect(formatCountdown(NOW + 59 * S, NOW)).toBe('كمان ٥٩ ثانية');
    expect(formatCountdown(NOW + 3 * S, NOW)).toBe('كمان ٣ ثواني');
    expect(formatCountdown(NOW + 2 * S, NOW)).toBe('كمان ثانيتين');
    expect(formatCountdown(NOW + 600 * S, NOW)).toBe('كمان ١٠ دقايق');
    expect(formatCountdown(NOW + 660 * S, NOW)).toBe('كمان ١١ دقيقة');
  });

  it('never says «now» or a negative count before the start is reached', () => {
    expect(formatCountdown(NOW + 400, NOW)).toBe('كمان ثانية');
    expect(formatCountdown(NOW, NOW)).toBe('كمان ثانية');
  });
});
