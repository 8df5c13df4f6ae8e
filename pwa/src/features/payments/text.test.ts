import { describe, expect, it } from 'vitest';
import { paymentsText as t } from './text.ts';

describe('saved cards speak to their owner in her or his gender', () => {
  it.each([
    ['female', 'أضيفي كارت', 'تقدري تضيفيه'],
    ['male', 'أضف كارت', 'تقدر تضيفه'],
    [null, 'أضف كارت', 'تقدر تضيفه'],
  ] as const)('%s', (gender, add, again) => {
    expect(t.add({ gender })).toBe(add);
    expect(t.confirmBody('Visa', { gender })).toContain(again);
  });
});
