import { describe, expect, it } from 'vitest';
import { profileText } from './text.ts';

describe('the profile names the role in the person’s gender', () => {
  it.each([
    ['Student', 'female', 'طالبة'],
    ['Student', 'male', 'طالب'],
    ['Student', null, 'طالب'],
    ['Tutor', 'female', 'مدرّسة'],
    ['Tutor', 'male', 'مدرّس'],
    ['SuperAdmin', 'female', 'مدير'],
  ] as const)('%s, %s → %s', (role, gender, shown) => {
    expect(profileText.role({ role, gender })).toBe(shown);
  });
});
