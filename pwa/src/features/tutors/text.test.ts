import { describe, expect, it } from 'vitest';
import { tutorsText as t } from './text.ts';

describe('the tutors directory speaks to the reader in her or his gender', () => {
  it.each([
    ['female', 'امسحي التصفية', 'ابحثي بالاسم'],
    ['male', 'امسح التصفية', 'ابحث بالاسم'],
    [null, 'امسح التصفية', 'ابحث بالاسم'],
  ] as const)('%s', (gender, clear, search) => {
    expect(t.filters.clear({ gender })).toBe(clear);
    expect(t.filters.search({ gender })).toBe(search);
  });
});
