import { describe, expect, it } from 'vitest';
import { invoicesText as t } from './text.ts';

describe('the receipts speak to the student in her or his gender', () => {
  it.each([
    ['female', 'شوفي الباقات', 'كمّلي الدفع'],
    ['male', 'شوف الباقات', 'كمّل الدفع'],
    [null, 'شوف الباقات', 'كمّل الدفع'],
  ] as const)('%s', (gender, plans, resume) => {
    expect(t.plans({ gender })).toBe(plans);
    expect(t.resume({ gender })).toBe(resume);
  });
});
