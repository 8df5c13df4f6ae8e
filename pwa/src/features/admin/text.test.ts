import { describe, expect, it } from 'vitest';
import { adminText } from './text.ts';

describe('the back office names a person’s role in their gender', () => {
  it.each([
    ['Student', 'female', 'طالبة'],
    ['Student', 'male', 'طالب'],
    ['Tutor', 'female', 'مدرّسة'],
    ['Tutor', null, 'مدرّس'],
    ['SuperAdmin', 'female', 'سوبر أدمن'],
  ] as const)('%s, %s → %s', (role, gender, shown) => {
    expect(adminText.roleOf({ role, gender })).toBe(shown);
  });

  it('names every stored file kind in Arabic', () => {
    for (const label of Object.values(adminText.media.kinds))
      expect(label).toMatch(/^[\u0600-\u06FF\s]+$/);
  });
});
