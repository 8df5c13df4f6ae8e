import { describe, expect, it } from 'vitest';
import { scheduleText as t } from './text.ts';

describe('the schedule screen speaks to the tutor in her or his gender', () => {
  it.each([
    ['female', 'أضيفي فترة يوم الأحد', 'صلّحي الفترات اللي عليها علامة حمرا الأول.'],
    ['male', 'أضف فترة يوم الأحد', 'صلّح الفترات اللي عليها علامة حمرا الأول.'],
    [null, 'أضف فترة يوم الأحد', 'صلّح الفترات اللي عليها علامة حمرا الأول.'],
  ] as const)('%s', (gender, add, fix) => {
    expect(t.addRangeTo('الأحد', { gender })).toBe(add);
    expect(t.fixFirst({ gender })).toBe(fix);
  });

  it('a tutor manager sets hours for interviews, not lessons', () => {
    expect(t.managerSubtitle({ gender: 'female' })).toMatch(/^حدّدي .*مقابلات/);
    expect(t.managerSubtitle({ gender: 'male' })).toMatch(/^حدّد .*مقابلات/);
    expect(t.managerSubtitle({ gender: 'female' })).not.toContain('تدرّسي');
  });
});
