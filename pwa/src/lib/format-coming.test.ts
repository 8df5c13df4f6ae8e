import { describe, expect, it } from 'vitest';
import { formatComing } from './format-coming.ts';

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
