import { describe, expect, it } from 'vitest';
import { formatClock } from '../lib/numbers.ts';
import { videoText as t } from './video-text.ts';

// The player's time in the page's digits, never the browser's «0:05» (decision 257).
describe('a video’s time in Arabic-Indic digits', () => {
  it.each([
    [0, '٠:٠٠'],
    [5, '٠:٠٥'],
    [59.9, '٠:٥٩'],
    [90, '١:٣٠'],
    [725, '١٢:٠٥'],
    [3725, '١:٠٢:٠٥'],
    [-3, '٠:٠٠'],
  ])('%s s reads «%s»', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });

  it('reads the place in words to a screen reader', () => {
    expect(t.place(5, 90)).toBe('٥ ثواني من دقيقة ونص');
    expect(t.place(0, 200)).toBe('٠ ثانية من ٣ دقايق و٢٠ ثانية');
    expect(t.place(61)).toBe('دقيقة وثانية واحدة');
    expect(t.level(0.8)).toContain('٨٠٪');
  });
});

describe('the player’s buttons are named by what a press does, in the reader’s gender', () => {
  it.each([
    ['female', 'شغّلي الفيديو', 'اقفلي الصوت', 'اعرضي الفيديو على الشاشة كلها'],
    ['male', 'شغّل الفيديو', 'اقفل الصوت', 'اعرض الفيديو على الشاشة كلها'],
    [null, 'تشغيل الفيديو', 'قفل الصوت', 'عرض الفيديو على الشاشة كلها'],
  ] as const)('%s', (gender, play, mute, fullscreen) => {
    const reader = gender ? { gender } : null;
    expect([t.play(reader), t.mute(reader), t.fullscreen(reader)]).toEqual([
      play,
      mute,
      fullscreen,
    ]);
  });
});
