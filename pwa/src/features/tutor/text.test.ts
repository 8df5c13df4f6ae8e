import { describe, expect, it } from 'vitest';
import { tutorText as t } from './text.ts';

describe('the tutor screens speak to the tutor in her or his gender', () => {
  it.each([
    ['female', 'كمّلي ملفك كمدرّسة', 'خلّي الطلاب يقدروا يحجزوا معاكي'],
    ['male', 'كمّل ملفك كمدرّس', 'خلّي الطلاب يقدروا يحجزوا معاك'],
    [null, 'كمّل ملفك كمدرّس', 'خلّي الطلاب يقدروا يحجزوا معاك'],
  ] as const)('%s', (gender, complete, setup) => {
    expect(t.complete.title({ gender })).toBe(complete);
    expect(t.setup.title({ gender })).toBe(setup);
  });
});
