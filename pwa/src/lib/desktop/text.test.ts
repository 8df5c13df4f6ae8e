import { describe, expect, it } from 'vitest';
import { desktopText } from './text.ts';

const t = desktopText.picker;

describe("the desktop app's screen picker speaks to the reader in her or his gender", () => {
  it.each([
    ['female', 'تشاركي إيه؟', 'اختاري الشاشة كلها', 'اللي هتختاريه بس.', 'شاركي'],
    ['male', 'تشارك إيه؟', 'اختار الشاشة كلها', 'اللي هتختاره بس.', 'شارك'],
    [null, 'تشارك إيه؟', 'اختار الشاشة كلها', 'اللي هتختاره بس.', 'شارك'],
  ] as const)('%s', (gender, title, start, end, share) => {
    expect(t.title({ gender })).toBe(title);
    expect(t.description({ gender }).startsWith(start)).toBe(true);
    expect(t.description({ gender }).endsWith(end)).toBe(true);
    expect(t.share({ gender })).toBe(share);
  });
});
