import { describe, expect, it } from 'vitest';
import { tutorsText as t } from './text.ts';

describe('the tutors directory speaks to the reader in her or his gender', () => {
  it.each([
    ['female', 'امسحي التصفية', 'ابحثي بالاسم'],
    ['male', 'امسح التصفية', 'ابحث بالاسم'],
    // A visitor, or an account that has not said its gender: forms that need none (ARABIC.md).
    [null, 'مسح التصفية', 'البحث بالاسم'],
  ] as const)('%s', (gender, clear, search) => {
    expect(t.filters.clear({ gender })).toBe(clear);
    expect(t.filters.search({ gender })).toBe(search);
  });

  it('tells a reader of unknown gender what the page is, and what to do, without a gender', () => {
    const nobody = { gender: null };
    for (const line of [t.subtitle(nobody), t.emptyBody(nobody), t.retry(nobody), t.book('')])
      expect(line).not.toMatch(/(^|\s)(اختار|احجز|جرّب|حاول|ابحث|امسح)(\s|$)/);
    expect(t.book('')).toBe('حجز حصة');
  });
});
