import { describe, expect, it } from 'vitest';
import { stepFromParam, withStep } from './step-param.ts';

describe('a form step kept in the address', () => {
  it('reads ?step=2 as the second step, anything odd as the first, past the end as the last', () => {
    expect(stepFromParam('2', 2)).toBe(1);
    expect(stepFromParam('3', 2)).toBe(2);
    expect(stepFromParam('9', 2)).toBe(2);
    expect(stepFromParam(null, 2)).toBe(0);
    expect(stepFromParam('x', 2)).toBe(0);
    expect(stepFromParam('0', 2)).toBe(0);
    expect(stepFromParam('1.5', 2)).toBe(0);
    expect(stepFromParam('2', 0)).toBe(0);
  });

  it('writes the step and keeps the rest of the address', () => {
    expect(withStep(new URLSearchParams('next=%2Fplans'), 1).toString()).toBe(
      'next=%2Fplans&step=2',
    );
    expect(withStep(new URLSearchParams('next=%2Fplans&step=2'), 0).toString()).toBe(
      'next=%2Fplans',
    );
  });
});
