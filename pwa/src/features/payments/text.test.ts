import { describe, expect, it } from 'vitest';
import { paymentsText as t } from './text.ts';

describe('saved cards speak to their owner in her or his gender', () => {
  it.each([
    ['female', 'أضيفي كارت', 'تقدري تضيفيه', 'لا، سيبيه', 'أول ما تدفعي بكارت وتحفظيه'],
    ['male', 'أضف كارت', 'تقدر تضيفه', 'لا، سيبه', 'أول ما تدفع بكارت وتحفظه'],
    [null, 'أضف كارت', 'تقدر تضيفه', 'لا، سيبه', 'أول ما تدفع بكارت وتحفظه'],
  ] as const)('%s', (gender, add, again, keep, empty) => {
    expect(t.keep({ gender })).toBe(keep);
    expect(t.emptyBody({ gender }).startsWith(empty)).toBe(true);
    expect(t.add({ gender })).toBe(add);
    expect(t.confirmBody('Visa', { gender })).toContain(again);
  });
});
